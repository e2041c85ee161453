import "server-only";
import { z } from "zod";
import {
  explainHandicapAdjustment,
  adjustmentOutcome,
  oomPointsForEvent,
  roundHalfUp,
  seasonFinishers,
  type SeasonFinisher,
} from "@/lib/golf";
import type { EventResultsDto, ResultCardDto, ResultHandicapRowDto, ResultOomRowDto } from "@/lib/validation/results";
import { cardTotalsOf } from "@/lib/validation/card-totals";
import type { AuthorizedEventId, EventAccess } from "../auth/authorized";
import { queryRows } from "./query-rows";
import type { Db } from "./infra/client";
import { type EventField, fieldDigestSql, loadEventField } from "./event-field";
import { joinedAnswer } from "./answer-parts";
import { FingerprintMemo } from "./fingerprint-memo";
import { readEventFields } from "./events";
import { whsHandicapOf } from "./handicap-basis";
import { handicapInForceSql } from "./handicaps";
import { Prisma } from "./generated/client";
import { countbackOf, rankField } from "./leaderboards";
import { matchCountOf } from "./match-play";

const storedHandicap = z.object({ exactTenths: z.number(), playingHandicap: z.number() });
const storedRow = z.object({
  playerId: z.string(),
  before: storedHandicap.nullable(),
  after: storedHandicap.nullable(),
  oomPosition: z.number().nullable(),
  oomPoints: z.number().nullable(),
});
type StoredRow = z.infer<typeof storedRow>;

/**
 * What closing stored for each entrant: the handicap they played off (the latest entry of the sweep before the
 * close, not one of this event's), this event's handicap entry, and the order-of-merit row, in player order.
 */
const storedOutcomeSql = (eventId: AuthorizedEventId) => Prisma.sql`
    SELECT en."playerId",
           (SELECT json_build_object('exactTenths', h."exactTenths", 'playingHandicap', h."playingHandicap")
              FROM "HandicapEntry" h
             WHERE h."sweepId" = e."sweepId" AND h."playerId" = en."playerId" AND h."eventId" IS DISTINCT FROM e."id"
               AND (e."closedAt" IS NULL OR h."created" <= e."closedAt") AND ${handicapInForceSql("h")}
             ORDER BY h."created" DESC LIMIT 1) AS "before",
           (SELECT json_build_object('exactTenths', h."exactTenths", 'playingHandicap', h."playingHandicap")
              FROM "HandicapEntry" h
             WHERE h."eventId" = e."id" AND h."playerId" = en."playerId" AND ${handicapInForceSql("h")}
             ORDER BY h."created" DESC LIMIT 1) AS "after",
           r."position" AS "oomPosition", r."points" AS "oomPoints"
      FROM "Entry" en
      JOIN "Event" e ON e."id" = en."eventId"
      LEFT JOIN "OomResult" r ON r."eventId" = e."id" AND r."playerId" = en."playerId"
     WHERE en."eventId" = ${eventId}::uuid
     ORDER BY en."playerId"`;

const loadStoredOutcome = (db: Db, eventId: AuthorizedEventId) => queryRows(db, storedRow, storedOutcomeSql(eventId));

/**
 * A digest of everything an event's results are built from: the field but its scores (fieldDigestSql, which moves
 * with every score), the sweep's OOM and handicap rules, and the stored outcome. One query of about half a
 * millisecond, against the field's every score scored again; null when there is no such event.
 */
async function readResultsFingerprint(db: Db, eventId: AuthorizedEventId): Promise<string | null> {
  const [row] = await queryRows(
    db,
    z.object({ fingerprint: z.string() }),
    Prisma.sql`
    SELECT concat_ws('|', ${fieldDigestSql}, md5(s."oomRules"::text), md5(s."handicapRules"::text),
             (SELECT md5(coalesce(json_agg(stored), '[]')::text) FROM (${storedOutcomeSql(eventId)}) stored)) AS "fingerprint"
      FROM "Event" e
      JOIN "Course" co ON co."id" = e."courseId"
      JOIN "Sweep" s ON s."id" = e."sweepId"
     WHERE e."id" = ${eventId}::uuid`,
  );
  return row?.fingerprint ?? null;
}

type Ranked = ReturnType<typeof rankField>;
type Season = Array<SeasonFinisher<Ranked[number] & { position: number }>>;

/** docs/golf-rules.md#guests: the finishers in the season, each with their position among them. */
function seasonOf(field: EventField, finishers: Ranked): Season {
  const placed = finishers.flatMap((row) => (row.position === null ? [] : [{ ...row, position: row.position }]));
  return seasonFinishers(placed, field.oomRules);
}

const sharesPosition = (season: Season, row: Season[number]) =>
  season.some((other) => other !== row && other.seasonPosition === row.seasonPosition);

function cardRows(ranked: Ranked): ResultCardDto[] {
  return ranked.map((row, at) => {
    const { scores } = row.card;
    return {
      position: row.position,
      tied: row.tied,
      id: row.cardId,
      player: { id: row.playerId, fullName: row.fullName },
      guest: row.guest,
      eventHandicap: row.eventHandicap,
      ...whsHandicapOf(row),
      ...cardTotalsOf(row.card),
      thru: row.thru,
      scores: scores.map(({ holeNumber, par, index, gross, strokes, nett, points }) => ({
        holeNumber,
        par,
        index,
        gross,
        strokes,
        nett,
        points,
      })),
      countback: countbackOf(ranked, at),
    };
  });
}

/** Stored OOM points once closed; before that, what lib/golf would award now (docs/golf-rules.md#order-of-merit-points). */
function oomRows(field: EventField, season: Season, stored: Map<string, StoredRow>): ResultOomRowDto[] {
  const provisional = field.event.complete
    ? new Map<string, number>()
    : new Map(
        oomPointsForEvent(
          season.map((row) => ({ playerId: row.playerId, position: row.seasonPosition })),
          { doublePoints: field.event.doublePoints, rules: field.oomRules },
        ).map((row) => [row.playerId, row.points]),
      );
  return season.flatMap((row) => {
    const points = field.event.complete ? stored.get(row.playerId)?.oomPoints : provisional.get(row.playerId);
    if (points === undefined || points === null) return [];
    const player = { id: row.playerId, fullName: row.fullName };
    const tied = sharesPosition(season, row);
    return [{ position: row.seasonPosition, tied, player, totalPoints: row.card.totalPoints, points }];
  });
}

const handicapValue = (tenths: number, playingHandicap = roundHalfUp(tenths / 10)) => ({
  exact: tenths / 10,
  playingHandicap,
});

/** Old → new handicap and why: stored entries once closed, what closing now would do before (docs/golf-rules.md#handicap-adjustment). */
function handicapRows(field: EventField, season: Season, stored: Map<string, StoredRow>): ResultHandicapRowDto[] {
  return season.map((row) => {
    const player = { id: row.playerId, fullName: row.fullName };
    const position = row.seasonPosition;
    const before = stored.get(row.playerId)?.before ?? null;
    if (!before) {
      return {
        player,
        position,
        points: row.card.totalPoints,
        before: null,
        after: null,
        change: 0,
        reason: "no change: no handicap in this sweep yet",
      };
    }
    const exact = before.exactTenths / 10;
    const outcome = adjustmentOutcome(field.holes, row.gross, exact, position);
    const points = outcome.nonReturn ? 0 : outcome.points;
    const explained = explainHandicapAdjustment(
      { exact, winter: field.event.winterHandicaps, ...outcome },
      field.handicapRules,
    );
    const storedAfter = stored.get(row.playerId)?.after ?? null;
    const after = !field.event.complete
      ? handicapValue(Math.round(explained.exact * 10))
      : storedAfter
        ? handicapValue(storedAfter.exactTenths, storedAfter.playingHandicap)
        : handicapValue(before.exactTenths, before.playingHandicap);
    return {
      player,
      position,
      points,
      before: handicapValue(before.exactTenths, before.playingHandicap),
      after,
      change: Math.round((after.exact - exact) * 10) / 10,
      reason: explained.reason,
    };
  });
}

type ResultTabs = Omit<EventResultsDto, keyof Awaited<ReturnType<typeof readEventFields>>>;

/** The OOM, Cards and Handicaps tabs and the matches, the same for every caller. */
async function buildResultTabs(db: Db, eventId: AuthorizedEventId): Promise<ResultTabs | null> {
  const [field, storedRows] = await Promise.all([loadEventField(db, eventId), loadStoredOutcome(db, eventId)]);
  if (!field) return null;
  const stored = new Map(storedRows.map((row) => [row.playerId, row]));
  const ranked = rankField(field.cards);
  const season = seasonOf(field, ranked);
  return {
    provisional: !field.event.complete,
    oomPoints: oomRows(field, season, stored),
    cards: cardRows(ranked),
    handicaps: handicapRows(field, season, stored),
    matches: { count: matchCountOf(field), href: `/api/events/${field.event.id}/matches` },
  };
}

// About 75 kB a 30-player event: fifty keep a golf day's and the last few weeks' results for about 4 MB.
const RESULT_TABS = new FingerprintMemo<ResultTabs | null>(50);

/**
 * GET /api/events/results/{eventId}: the spec's Event with the OOM, Cards and Handicaps tabs and the number of
 * matches. The event's fields are the caller's (their entry, today's date); the tabs are everyone's, so they are
 * built again only when the results' fingerprint moves: a closed event's, read again and again, never does.
 */
export async function getEventResults(db: Db, access: EventAccess): Promise<EventResultsDto | null> {
  const [event, fingerprint] = await Promise.all([
    readEventFields(db, access),
    readResultsFingerprint(db, access.eventId),
  ]);
  if (fingerprint === null) return null;
  const tabs = await RESULT_TABS.get(access.eventId, fingerprint, () => buildResultTabs(db, access.eventId));
  return tabs && joinedAnswer(event, tabs);
}
