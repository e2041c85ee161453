import "server-only";
import { z } from "zod";
import type { AuthorizedEventId } from "../auth/authorized";
import { notifyCardChanged } from "../live/notify";
import { writeCardHandicaps } from "./entries";
import { cardHandicapOf, readHandicapBasis } from "./handicap-basis";
import { latestExactHandicaps, type HandicapAuthor } from "./handicaps";
import type { Db } from "./infra/client";
import { Prisma } from "./generated/client";
import { queryRows } from "./query-rows";

const openCardRow = z.object({
  cardId: z.string(),
  eventId: z.string(),
  playerId: z.string(),
  eventHandicap: z.number(),
  handicapIndexTenths: z.number().nullable(),
  courseHandicapTenths: z.number().nullable(),
  teeName: z.string().nullable(),
  version: z.number(),
});

/**
 * Playing handicaps stay current (docs/golf-rules.md#event-playing-handicap): every card of the players given in
 * the sweep's events not yet closed that has no score follows their handicap in force, in the transaction that
 * changed it. A card with a score keeps the handicap its round started with. Each card changed gets a history row
 * (when the change has an author), a new version and a live notice.
 *
 * Call with the sweep's handicaps locked (locks.ts lockSweepHandicaps), which every reader of handicaps for a card
 * holds too, so no card is written from a handicap that is no longer in force. The cards are locked here, before
 * their scores are read: a first score saved meanwhile either committed before (the card keeps its handicap) or
 * waits and is scored off the new one.
 */
export async function refreshPlayingHandicaps(
  tx: Db,
  sweepId: string,
  playerIds: readonly string[],
  by: HandicapAuthor,
): Promise<void> {
  if (playerIds.length === 0) return;
  const cards = await queryRows(
    tx,
    openCardRow,
    Prisma.sql`
    SELECT c."id" AS "cardId", e."id" AS "eventId", en."playerId", c."eventHandicap", c."handicapIndexTenths",
           c."courseHandicapTenths", en."teeName", c."version"
      FROM "Scorecard" c
      JOIN "Entry" en ON en."id" = c."entryId"
      JOIN "Event" e ON e."id" = en."eventId"
     WHERE e."sweepId" = ${sweepId}::uuid AND NOT e."complete" AND en."playerId" = ANY(${[...playerIds]}::uuid[])
     ORDER BY c."id"
       FOR UPDATE OF c`,
  );
  if (cards.length === 0) return;
  const started = await queryRows(
    tx,
    z.object({ cardId: z.string() }),
    Prisma.sql`
    SELECT DISTINCT s."scorecardId" AS "cardId" FROM "Score" s
     WHERE s."scorecardId" = ANY(${cards.map((card) => card.cardId)}::uuid[]) AND s."gross" IS NOT NULL`,
  );
  const hasScores = new Set(started.map((row) => row.cardId));
  const [exact, bases] = await Promise.all([
    latestExactHandicaps(tx, sweepId, playerIds),
    readHandicapBasis(
      tx,
      cards.map((card) => card.eventId),
    ),
  ]);
  const changed = cards.flatMap((card) => {
    const basis = bases.get(card.eventId);
    if (hasScores.has(card.cardId) || !basis) return [];
    const next = cardHandicapOf(basis, exact.get(card.playerId), card.teeName);
    const same =
      next.eventHandicap === card.eventHandicap &&
      next.handicapIndexTenths === card.handicapIndexTenths &&
      next.courseHandicapTenths === card.courseHandicapTenths;
    return same ? [] : [{ ...card, next, handicap: next.eventHandicap, newVersion: card.version + 1 }];
  });
  if (changed.length === 0) return;
  await writeCardHandicaps(
    tx,
    changed.map((card) => ({ ...card.next, cardId: card.cardId, version: card.newVersion })),
  );
  if (by.playerId) {
    await tx.cardChange.createMany({
      data: changed.map((card) => ({
        scorecardId: card.cardId,
        kind: "handicap" as const,
        previousValue: card.eventHandicap,
        value: card.handicap,
        role: "admin" as const,
        byPlayerId: by.playerId as string,
        reason: by.reason ?? "The player's handicap changed.",
        cardVersion: card.newVersion,
      })),
    });
  }
  for (const card of changed) {
    await notifyCardChanged(tx, { eventId: card.eventId, cardId: card.cardId, hole: null, version: card.newVersion });
  }
}

/** The draw's handicaps, kept beside the cards' so that a later change shows as one (lib/events/handicap-updates.ts). */
export async function keepDrawnHandicaps(tx: Db, eventId: AuthorizedEventId): Promise<void> {
  await tx.$executeRaw`
    UPDATE "Scorecard" c SET "drawnHandicap" = c."eventHandicap"
      FROM "Entry" en WHERE en."id" = c."entryId" AND en."eventId" = ${eventId}::uuid`;
}
