import "server-only";
import type { CardRole } from "@/lib/validation/scorecards";
import type { AuthorizedCardId } from "../auth/authorized";
import type { Db } from "./client";
import { Prisma } from "./generated/client";
import type { CardChangeKind } from "./scorecards-state";

/** A hole's new gross, written only while the score still has the version the change was based on. */
export type ScoreUpdate = { id: string; gross: number | null; baseVersion: number };

/** One row of the card's history: a gross (changed or agreed), the event handicap, a signature or an attestation. */
export type NewCardChange = {
  kind: CardChangeKind;
  holeNumber: number | null;
  previousValue: number | null;
  value: number | null;
  role: CardRole;
  reason: string | null;
};

export type CardChangeSet = {
  byPlayerId: string;
  idempotencyKey: string | null;
  /** The card's version after this set: its current one when nothing changes value (an agreeing entry, a signature). */
  cardVersion: number;
  bumpCardVersion: boolean;
  eventHandicap?: number;
  scores: ScoreUpdate[];
  changes: NewCardChange[];
};

/**
 * Writes one change set of a card in one statement: the new grosses (each only at its base version), the card's
 * version and event handicap, and the history rows. The card row must be locked by the caller's transaction;
 * a score that moved on meanwhile is an error, since the lock makes it impossible.
 */
export async function writeCardChanges(db: Db, cardId: AuthorizedCardId, set: CardChangeSet): Promise<void> {
  const cardUpdate = set.bumpCardVersion
    ? Prisma.sql`UPDATE "Scorecard" SET "version" = ${set.cardVersion},
                 "eventHandicap" = COALESCE(${set.eventHandicap ?? null}::int, "eventHandicap")
                 WHERE "id" = ${cardId}::uuid RETURNING 1`
    : Prisma.sql`SELECT 1 WHERE FALSE`;
  const column = <K extends keyof NewCardChange>(key: K) => set.changes.map((change) => change[key]);
  const [row] = await db.$queryRaw<Array<{ scores: number }>>`
    WITH scores AS (
      UPDATE "Score" s SET "gross" = u."gross", "version" = s."version" + 1, "updatedAt" = now()
      FROM unnest(${set.scores.map((score) => score.id)}::uuid[], ${set.scores.map((score) => score.gross)}::int[],
                  ${set.scores.map((score) => score.baseVersion)}::int[]) AS u("id", "gross", "baseVersion")
      WHERE s."id" = u."id" AND s."scorecardId" = ${cardId}::uuid AND s."version" = u."baseVersion"
      RETURNING 1
    ), card AS (${cardUpdate}), changes AS (
      INSERT INTO "CardChange" ("id", "scorecardId", "kind", "holeNumber", "previousValue", "value", "role", "byPlayerId",
                                "reason", "cardVersion", "idempotencyKey", "createdAt")
      SELECT gen_random_uuid(), ${cardId}::uuid, n."kind"::"CardChangeKind", n."holeNumber", n."previousValue", n."value",
             n."role"::"CardRole", ${set.byPlayerId}::uuid, n."reason", ${set.cardVersion}, ${set.idempotencyKey}::uuid,
             clock_timestamp() AT TIME ZONE 'UTC'
      FROM unnest(${column("kind")}::text[], ${column("holeNumber")}::int[], ${column("previousValue")}::int[],
                  ${column("value")}::int[], ${column("role")}::text[], ${column("reason")}::text[])
           AS n("kind", "holeNumber", "previousValue", "value", "role", "reason")
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM scores)::int AS "scores", (SELECT count(*) FROM card)::int AS "cards"`;
  if (row?.scores !== set.scores.length) {
    throw new Error(`writeCardChanges: ${set.scores.length - (row?.scores ?? 0)} score(s) of card ${cardId} moved on under its lock`);
  }
}

type StoredWrite = { playerId: string; request: string; status: number; response: unknown };

/**
 * Claims an idempotency key for this transaction's write; a key already stored (or being stored by a concurrent
 * transaction, which the unique index makes this one wait for) is answered with what was stored instead.
 */
export async function claimIdempotencyKey(db: Db, key: string, playerId: string, request: string): Promise<StoredWrite | null> {
  const claimed = await db.$queryRaw<Array<{ key: string }>>`
    INSERT INTO "IdempotentWrite" ("key", "playerId", "request", "status", "response", "createdAt")
    VALUES (${key}::uuid, ${playerId}::uuid, ${request}, 0, '{}'::jsonb, now())
    ON CONFLICT ("key") DO NOTHING
    RETURNING "key"`;
  if (claimed.length > 0) return null;
  return db.idempotentWrite.findUniqueOrThrow({ where: { key }, select: { playerId: true, request: true, status: true, response: true } });
}

export async function storeIdempotentResponse(db: Db, key: string, status: number, response: unknown): Promise<void> {
  await db.$executeRaw`UPDATE "IdempotentWrite" SET "status" = ${status}, "response" = ${JSON.stringify(response)}::jsonb WHERE "key" = ${key}::uuid`;
}
