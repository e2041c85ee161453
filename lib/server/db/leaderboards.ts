import "server-only";
import { LEADERBOARD_TOP_CARDS, rankStableford, topCardsLeaderboard } from "@/lib/golf";
import type { EventLeaderboardDto, LeaderboardEntryDto, LiveLeaderboardRowDto } from "@/lib/validation/results";
import type { AuthorizedEventId, AuthorizedSweepId } from "../auth/authorized";
import type { Db } from "./client";
import { compareByName, type FieldCard, loadEventField, scoreCardsById } from "./event-field";
import { Prisma } from "./generated/client";
import { toIsoDate } from "./sweeps";

/** The field ranked by Stableford countback (golf-rules.md §4.2), then the cards with no score yet by name. */
export function rankField<C extends FieldCard>(cards: C[]): Array<C & { position: number | null; tied: boolean }> {
  const ranked = rankStableford(cards);
  const rankedIds = new Set(ranked.map((card) => card.cardId));
  const unscored = cards.filter((card) => !rankedIds.has(card.cardId)).sort(compareByName);
  return [...ranked, ...unscored.map((card) => Object.assign({}, card, { position: null, tied: false }))];
}

/** GET /api/leaderboard/{eventId}: position, player, thru and points from the scores entered so far. */
export async function getEventLeaderboard(db: Db, eventId: AuthorizedEventId): Promise<EventLeaderboardDto | null> {
  const field = await loadEventField(db, eventId);
  if (!field) return null;
  const rows: LiveLeaderboardRowDto[] = rankField(field.cards).map((card) => ({
    position: card.position,
    tied: card.tied,
    player: { id: card.playerId, fullName: card.fullName },
    cardId: card.cardId,
    eventHandicap: card.eventHandicap,
    thru: card.thru,
    totalPoints: card.card.totalPoints,
  }));
  return { event: field.event, rows };
}

type ClosedCardRow = { playerId: string; fullName: string; cardId: string; eventId: string; date: Date; totalPoints: number | null };

/**
 * GET /api/sweeps/{sweepId}/leaderboard (golf-rules.md §5): each player's best five cards of the sweep's closed
 * events. The points stored at close are read with each player's five best picked in SQL (in lib/golf's order:
 * points, then card id), so a sweep of ten seasons costs one query; topCardsLeaderboard ranks them.
 */
export async function getSweepLeaderboard(db: Db, sweepId: AuthorizedSweepId): Promise<LeaderboardEntryDto[]> {
  const rows = await db.$queryRaw<ClosedCardRow[]>(Prisma.sql`
    SELECT "playerId", "fullName", "cardId", "eventId", "date", "totalPoints" FROM (
      SELECT r."playerId", p."fullName", sc."id" AS "cardId", e."id" AS "eventId", e."date", r."stablefordPoints" AS "totalPoints",
             row_number() OVER (PARTITION BY r."playerId"
                                ORDER BY r."stablefordPoints" DESC NULLS LAST, sc."id"::text COLLATE "C") AS "best"
        FROM "Event" e
        JOIN "OomResult" r ON r."eventId" = e."id"
        JOIN "Entry" en ON en."eventId" = r."eventId" AND en."playerId" = r."playerId"
        JOIN "Scorecard" sc ON sc."entryId" = en."id"
        JOIN "Player" p ON p."id" = r."playerId"
       WHERE e."sweepId" = ${sweepId}::uuid AND e."complete"
    ) cards
    WHERE "best" <= ${LEADERBOARD_TOP_CARDS} OR "totalPoints" IS NULL`);
  const rescored = await scoreCardsById(db, rows.filter((row) => row.totalPoints === null).map((row) => row.cardId));
  const cards = rows.map((row) => ({ ...row, totalPoints: row.totalPoints ?? rescored.get(row.cardId)?.totalPoints ?? 0 }));
  const byCard = new Map(cards.map((card) => [card.cardId, card]));

  const entries = topCardsLeaderboard(cards);
  const perPosition = new Map<number, number>();
  for (const entry of entries) perPosition.set(entry.position, (perPosition.get(entry.position) ?? 0) + 1);
  return entries.map((entry) => ({
    position: entry.position,
    tied: (perPosition.get(entry.position) ?? 0) > 1,
    player: { id: entry.playerId, fullName: entry.player },
    totalOfTopScores: entry.totalOfTopScores,
    topScoreCards: entry.topScoreCards.map(({ cardId, totalPoints }) => {
      const { eventId, date } = byCard.get(cardId)!;
      return { cardId, totalPoints, eventId, eventDate: toIsoDate(date) };
    }),
  }));
}
