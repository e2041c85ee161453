import "server-only";
import { z } from "zod";
import type { CardRole } from "@/lib/validation/scorecards";
import type { AuthorizedCardId } from "../auth/authorized";
import type { Db } from "./infra/client";
import { Prisma } from "./generated/client";
import { lockEventForScoringSql, type ScoringEvent, scoringEventRow } from "./locks";
import { queryRows } from "./query-rows";
import { type CardChangeKind, type CardState, cardStateQuery, cardStateRow, toCardState } from "./scorecards-state";

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
  /** A gross written without a version over another person's entry (save-scores.ts). */
  correction: boolean;
};

export type CardChangeSet = {
  byPlayerId: string;
  idempotencyKey: string | null;
  /** The card's version after this set: its current one when nothing changes value (an agreeing entry, a signature). */
  cardVersion: number;
  eventHandicap?: number;
  scores: ScoreUpdate[];
  changes: NewCardChange[];
};

/** What rides along in the write's statement: the answer stored with its idempotency key, and a NOTIFY. */
export type WriteExtras = {
  storeResponse?: { key: string; response: unknown };
  notify?: { channel: string; payload: string };
};

/**
 * Writes one change set of a card in one statement (a round trip per keypad tap counts): the new grosses (each
 * only at its base version), the card's version and event handicap, the history rows, the answer stored with
 * the idempotency key and the live notice. The card row must be locked by the caller's transaction; a score
 * that moved on meanwhile is an error, since the lock makes it impossible.
 */
export async function writeCardChanges(
  db: Db,
  cardId: AuthorizedCardId,
  set: CardChangeSet,
  extras: WriteExtras = {},
): Promise<void> {
  const column = <K extends keyof NewCardChange>(key: K) => set.changes.map((change) => change[key]);
  const [row] = await queryRows(
    db,
    z.object({ scores: z.number() }),
    Prisma.sql`
    WITH scores AS (
      UPDATE "Score" s SET "gross" = u."gross", "version" = s."version" + 1, "updatedAt" = now()
      FROM unnest(${set.scores.map((score) => score.id)}::uuid[], ${set.scores.map((score) => score.gross)}::int[],
                  ${set.scores.map((score) => score.baseVersion)}::int[]) AS u("id", "gross", "baseVersion")
      WHERE s."id" = u."id" AND s."scorecardId" = ${cardId}::uuid AND s."version" = u."baseVersion"
      RETURNING 1
    ), card AS (
      -- Even a change set that keeps the version rewrites the row: a locked read knows it is current by the row.
      UPDATE "Scorecard" SET "version" = ${set.cardVersion}, "eventHandicap" = COALESCE(${set.eventHandicap ?? null}::int, "eventHandicap")
      WHERE "id" = ${cardId}::uuid RETURNING 1
    ), changes AS (
      INSERT INTO "CardChange" ("id", "scorecardId", "kind", "holeNumber", "previousValue", "value", "role", "byPlayerId",
                                "reason", "correction", "cardVersion", "idempotencyKey", "createdAt")
      SELECT gen_random_uuid(), ${cardId}::uuid, n."kind"::"CardChangeKind", n."holeNumber", n."previousValue", n."value",
             n."role"::"CardRole", ${set.byPlayerId}::uuid, n."reason", n."correction", ${set.cardVersion},
             ${set.idempotencyKey}::uuid, clock_timestamp() AT TIME ZONE 'UTC'
      FROM unnest(${column("kind")}::text[], ${column("holeNumber")}::int[], ${column("previousValue")}::int[],
                  ${column("value")}::int[], ${column("role")}::text[], ${column("reason")}::text[],
                  ${column("correction")}::boolean[])
           AS n("kind", "holeNumber", "previousValue", "value", "role", "reason", "correction")
      RETURNING 1
    ), stored AS (${storeResponseSql(extras.storeResponse)})
    SELECT (SELECT count(*) FROM scores)::int AS "scores", (SELECT count(*) FROM card)::int AS "cards",
           (SELECT count(*) FROM stored)::int AS "stored" ${notifySql(extras.notify)}`,
  );
  if (row?.scores !== set.scores.length) {
    throw new Error(
      `writeCardChanges: ${set.scores.length - (row?.scores ?? 0)} score(s) of card ${cardId} moved on under its lock`,
    );
  }
}

function storeResponseSql(store: WriteExtras["storeResponse"]): Prisma.Sql {
  if (!store) return Prisma.sql`SELECT 1 WHERE FALSE`;
  return Prisma.sql`UPDATE "IdempotentWrite" SET "status" = 200, "response" = ${JSON.stringify(store.response)}::jsonb
                    WHERE "key" = ${store.key}::uuid RETURNING 1`;
}

// PostgreSQL delivers a NOTIFY only when its transaction commits, so a rolled-back write announces nothing.
function notifySql(notify: WriteExtras["notify"]): Prisma.Sql {
  return notify ? Prisma.sql`, pg_notify(${notify.channel}, ${notify.payload}) IS NULL AS "notified"` : Prisma.empty;
}

const lockedCardRow = cardStateRow.extend({
  lockedXmin: z.string().nullable(),
  claimed: z.number(),
  lockedEvent: scoringEventRow.nullable(),
});

/**
 * Takes the event's shared lock and then the card row's (lock order: locks.ts), claims the idempotency key and
 * reads the card, in one statement. The key is inserted only once the card is locked, so every write takes the
 * locks in one order; a key already stored, or being stored by a concurrent transaction (the unique index makes
 * this one wait for it), is not claimed. The event's state is the locked row's, so a close, reopen or draw that
 * committed while this waited is seen. A statement that waited still reads the card with the snapshot it started
 * with: `fresh` says whether the card row it read is the one now locked (every write of a card rewrites its row),
 * and when it is not, the caller reads the card again. Null when the card or its event is gone (withdrawn, deleted).
 */
export async function lockClaimAndReadCard(
  db: Db,
  card: { cardId: string; eventId: string },
  claim: { key: string; playerId: string; request: string } | null,
): Promise<{ state: CardState; event: ScoringEvent; claimed: boolean; fresh: boolean } | null> {
  const claimSql = claim
    ? Prisma.sql`INSERT INTO "IdempotentWrite" ("key", "playerId", "request", "status", "response", "createdAt")
                 SELECT ${claim.key}::uuid, ${claim.playerId}::uuid, ${claim.request}, 0, '{}'::jsonb, now() FROM locked
                 ON CONFLICT ("key") DO NOTHING RETURNING 1`
    : Prisma.sql`SELECT 1 WHERE FALSE`;
  const [row] = await queryRows(
    db,
    lockedCardRow,
    Prisma.sql`
    WITH event AS (${lockEventForScoringSql(card.eventId)}),
    locked AS (SELECT c."xmin"::text AS "xmin" FROM "Scorecard" c, event WHERE c."id" = ${card.cardId}::uuid FOR UPDATE OF c),
    claimed AS (${claimSql})
    SELECT card.*, (SELECT "xmin" FROM locked) AS "lockedXmin", (SELECT count(*) FROM claimed)::int AS "claimed",
           (SELECT row_to_json(event) FROM event) AS "lockedEvent"
    FROM (${cardStateQuery(card.cardId, card.eventId)}) card`,
  );
  if (!row || row.lockedXmin === null || !row.lockedEvent) return null;
  return {
    state: toCardState(row),
    event: row.lockedEvent,
    claimed: row.claimed > 0,
    fresh: row.xmin === row.lockedXmin,
  };
}

type StoredWrite = { playerId: string; request: string; status: number; response: unknown };

/** What was stored with an idempotency key that another transaction claimed. */
export function readIdempotentWrite(db: Db, key: string): Promise<StoredWrite> {
  return db.idempotentWrite.findUniqueOrThrow({
    where: { key },
    select: { playerId: true, request: true, status: true, response: true },
  });
}

export async function storeIdempotentResponse(db: Db, key: string, status: number, response: unknown): Promise<void> {
  await db.$executeRaw`UPDATE "IdempotentWrite" SET "status" = ${status}, "response" = ${JSON.stringify(response)}::jsonb WHERE "key" = ${key}::uuid`;
}

/** How long a save's answer is kept for its retries: far longer than any phone keeps a save waiting for signal. */
const IDEMPOTENCY_KEY_DAYS = 30;

/** Forgets the answers of saves older than IDEMPOTENCY_KEY_DAYS, so the table does not grow with every tap ever made. */
export async function forgetOldIdempotentWrites(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 86_400_000);
  await db.$executeRaw`DELETE FROM "IdempotentWrite" WHERE "createdAt" < ${before}`;
}
