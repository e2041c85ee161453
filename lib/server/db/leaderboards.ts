import "server-only";
import { z } from "zod";
import {
  explainCountback,
  HOLES_PER_CARD,
  LEADERBOARD_TOP_CARDS,
  rankStableford,
  topCardsLeaderboard,
} from "@/lib/golf";
import type {
  CountbackDto,
  EventLeaderboardDto,
  LeaderboardEntryDto,
  LiveLeaderboardRowDto,
  SpecLeaderboardRowDto,
} from "@/lib/validation/results";
import type { AuthorizedEventId, AuthorizedSweepId } from "../auth/authorized";
import { queryRows } from "./query-rows";
import type { Db, RootDb } from "./infra/client";
import { readClosedFingerprint } from "./closed-results";
import { compareByName, type FieldCard, loadEventField, readFieldFingerprint, scoreCardsById } from "./event-field";
import { FingerprintMemo } from "./fingerprint-memo";
import { readSweepRules } from "./rules";
import { buildOncePerChange } from "./shared-leaderboards";
import { Prisma } from "./generated/client";
import { toIsoDate } from "./sweeps";

/** The field ranked by Stableford countback (docs/golf-rules.md#stableford-countback), then the cards with no score yet by name. */
export function rankField<C extends FieldCard>(cards: C[]): Array<C & { position: number | null; tied: boolean }> {
  const ranked = rankStableford(cards);
  const rankedIds = new Set(ranked.map((card) => card.cardId));
  const unscored = cards.filter((card) => !rankedIds.has(card.cardId)).sort(compareByName);
  return [...ranked, ...unscored.map((card) => Object.assign({}, card, { position: null, tied: false }))];
}

/** Countback in words on each row placed above the next one on equal points (docs/golf-rules.md#stableford-countback). */
export function countbackOf(ranked: ReturnType<typeof rankField>, at: number): CountbackDto | null {
  const row = ranked[at]!;
  const next = ranked[at + 1];
  if (row.position === null || !next || next.position === null) return null;
  const explained = explainCountback(row.card, next.card);
  if (!explained) return null;
  return { against: { id: next.playerId, fullName: next.fullName }, ...explained };
}

const LIVE_LEADERBOARDS = new FingerprintMemo<EventLeaderboardDto | null>(200);

/**
 * GET /api/events/{eventId}/leaderboard: position, player, thru and points from the scores entered so far. Every open
 * leaderboard of a golf day asks again after each save anywhere in the field, so it is rebuilt only when the
 * field's fingerprint changes (a card's version moves with every change of it).
 */
export async function getEventLeaderboard(db: RootDb, eventId: AuthorizedEventId): Promise<EventLeaderboardDto | null> {
  const fingerprint = await readFieldFingerprint(db, eventId);
  if (fingerprint === null) return null;
  return LIVE_LEADERBOARDS.get(eventId, fingerprint, () =>
    buildOncePerChange(db, eventId, fingerprint, (tx) => buildEventLeaderboard(tx, eventId)),
  );
}

/** GET /api/leaderboard/{eventId}: the same rows as the specification's event/leaderboard reads them. */
export function toSpecLeaderboardRows(leaderboard: EventLeaderboardDto): SpecLeaderboardRowDto[] {
  return leaderboard.rows.map((row) => ({
    player: row.player.fullName,
    hole: row.thru,
    totalPoints: row.totalPoints,
    position: row.position,
    tied: row.tied,
    playerId: row.player.id,
    cardId: row.cardId,
    eventHandicap: row.eventHandicap,
  }));
}

async function buildEventLeaderboard(db: Db, eventId: AuthorizedEventId): Promise<EventLeaderboardDto | null> {
  const field = await loadEventField(db, eventId);
  if (!field) return null;
  const ranked = rankField(field.cards);
  const rows: LiveLeaderboardRowDto[] = ranked.map((card, at) => ({
    position: card.position,
    tied: card.tied,
    player: { id: card.playerId, fullName: card.fullName },
    guest: card.guest,
    cardId: card.cardId,
    eventHandicap: card.eventHandicap,
    thru: card.thru,
    totalPoints: card.card.totalPoints,
    countback: countbackOf(ranked, at),
  }));
  return { event: field.event, rows };
}

const closedCardRow = z.object({
  playerId: z.string(),
  fullName: z.string(),
  cardId: z.string(),
  eventId: z.string(),
  date: z.date(),
  totalPoints: z.number().nullable(),
});

/**
 * A player's closed results of the sweep: with stored points only the best, else (points stored as null) every one.
 * A non-return is no round to compare (docs/golf-rules.md#non-returns).
 */
const closedResults = (storedPoints: Prisma.Sql, order: Prisma.Sql, rounds: Prisma.Sql) => Prisma.sql`
  SELECT r."eventId", r."playerId", e."date", r."stablefordPoints" AS "totalPoints"
    FROM "OomResult" r
    JOIN "Event" e ON e."id" = r."eventId"
   WHERE r."playerId" = m."playerId" AND e."sweepId" = m."sweepId" AND e."complete" AND NOT r."nonReturn"
     AND ${storedPoints} AND ${rounds}
   ${order}`;

/**
 * docs/golf-rules.md#top-five-leaderboard: an eighteen-hole round, unless the sweep's rules let nine-hole cards in
 * (a front or back nine, or a nine-hole course).
 */
const roundsCounted = (nineHoleCards: boolean) =>
  nineHoleCards
    ? Prisma.sql`TRUE`
    : Prisma.sql`e."nine" IS NULL AND (SELECT count(*) FROM "CourseHole" h WHERE h."courseId" = e."courseId") = ${HOLES_PER_CARD}`;

const TOP_FIVES = new FingerprintMemo<LeaderboardEntryDto[]>(100);

/**
 * GET /api/sweeps/{sweepId}/leaderboard (docs/golf-rules.md#top-five-leaderboard): each player's best five cards of the sweep's closed
 * events. It changes only when the closed results do, so it is rebuilt only when their fingerprint changes.
 */
export async function getSweepLeaderboard(
  db: Db,
  sweepId: AuthorizedSweepId,
  fingerprint?: string,
): Promise<LeaderboardEntryDto[]> {
  // The closed fingerprint covers the OOM rules, so a change of the rule rebuilds the leaderboard, and the rules
  // are read only then: an unchanged sweep's answer costs the fingerprint alone (read beside the guard by the API).
  return TOP_FIVES.get(sweepId, fingerprint ?? (await readClosedFingerprint(db, sweepId)), async () =>
    buildSweepLeaderboard(db, sweepId, (await readSweepRules(db, sweepId)).oomRules.nineHoleCardsInTopFive),
  );
}

/**
 * Per member, the points stored at close are read best first from an index and only five rows are taken (on
 * equal points the latest event), and only those five are joined to their cards, so ten seasons cost one query
 * of about 300 rows; cards closed before points were stored are scored from gross. topCardsLeaderboard ranks them.
 */
async function buildSweepLeaderboard(
  db: Db,
  sweepId: AuthorizedSweepId,
  nineHoleCards: boolean,
): Promise<LeaderboardEntryDto[]> {
  const rounds = roundsCounted(nineHoleCards);
  const rows = await queryRows(
    db,
    closedCardRow,
    Prisma.sql`
    SELECT m."playerId", p."fullName", sc."id" AS "cardId", best."eventId", best."date", best."totalPoints"
      FROM "SweepMember" m
      JOIN "Player" p ON p."id" = m."playerId"
      CROSS JOIN LATERAL (
        (${closedResults(Prisma.sql`r."stablefordPoints" IS NOT NULL`, Prisma.sql`ORDER BY r."stablefordPoints" DESC, e."date" DESC, e."id" LIMIT ${LEADERBOARD_TOP_CARDS}`, rounds)})
        UNION ALL
        (${closedResults(Prisma.sql`r."stablefordPoints" IS NULL`, Prisma.empty, rounds)})
      ) best
      JOIN "Entry" en ON en."eventId" = best."eventId" AND en."playerId" = best."playerId"
      JOIN "Scorecard" sc ON sc."entryId" = en."id"
     WHERE m."sweepId" = ${sweepId}::uuid AND m."approved"`,
  );
  const rescored = await scoreCardsById(
    db,
    rows.filter((row) => row.totalPoints === null).map((row) => row.cardId),
  );
  const cards = rows.map((row) => ({
    ...row,
    totalPoints: row.totalPoints ?? rescored.get(row.cardId)?.totalPoints ?? 0,
  }));
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
