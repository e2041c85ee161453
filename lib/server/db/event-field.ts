import "server-only";
import { z } from "zod";
import {
  countHolesEntered,
  type Hole,
  oomRulesSchema,
  handicapRulesSchema,
  scoreCard,
  type ScoredCard,
} from "@/lib/golf";
import type { AuthorizedEventId } from "../auth/authorized";
import { queryRows } from "./query-rows";
import { holeOfEventSql } from "./event-holes";
import type { Db } from "./infra/client";
import { Prisma } from "./generated/client";
import { holeRow } from "./scorecards-state";
import { toIsoDate } from "./sweeps";

/** Each score of a card as [holeNumber, gross], null when the card has no score rows. */
const scoreRows = z.array(z.tuple([z.number(), z.number().nullable()])).nullable();
type ScoreRows = z.infer<typeof scoreRows>;

const fieldRow = z.object({
  id: z.string(),
  sweepId: z.string(),
  date: z.date(),
  complete: z.boolean(),
  closedAt: z.date().nullable(),
  winterHandicaps: z.boolean(),
  doublePoints: z.boolean(),
  courseId: z.string(),
  courseName: z.string(),
  oomRules: oomRulesSchema,
  handicapRules: handicapRulesSchema,
  holes: z.array(holeRow).nullable(),
  cards: z
    .array(
      z.object({
        cardId: z.string(),
        playerId: z.string(),
        fullName: z.string(),
        guest: z.boolean(),
        eventHandicap: z.number(),
        handicapIndexTenths: z.number().nullable(),
        courseHandicapTenths: z.number().nullable(),
        scores: scoreRows,
      }),
    )
    .nullable(),
});

const rescoredRow = z.object({
  cardId: z.string(),
  eventHandicap: z.number(),
  holes: z.array(holeRow).nullable(),
  scores: scoreRows,
});

export type FieldCard = {
  cardId: string;
  playerId: string;
  fullName: string;
  /** Entered as a guest (docs/golf-rules.md#guests). */
  guest: boolean;
  eventHandicap: number;
  handicapIndexTenths: number | null;
  courseHandicapTenths: number | null;
  /** Gross per hole in hole order: null = not entered, 0 = no score (picked up). */
  gross: Array<number | null>;
  /** Holes with a gross entered, a pickup included: "thru" on a leaderboard, right for a shotgun start too. */
  thru: number;
  card: ScoredCard;
};

export type EventField = {
  event: {
    id: string;
    sweepId: string;
    date: string;
    course: { id: string; name: string };
    complete: boolean;
    winterHandicaps: boolean;
    doublePoints: boolean;
  };
  closedAt: Date | null;
  oomRules: ReturnType<typeof oomRulesSchema.parse>;
  handicapRules: ReturnType<typeof handicapRulesSchema.parse>;
  holes: Hole[];
  cards: FieldCard[];
};

/**
 * An event with its course and every card's gross, in one query (holes and cards aggregated as JSON, so a
 * field of 40 costs one round trip), each card scored by lib/golf. null when there is no such event.
 */
export async function loadEventField(db: Db, eventId: AuthorizedEventId): Promise<EventField | null> {
  const [row] = await queryRows(
    db,
    fieldRow,
    Prisma.sql`
    SELECT e."id", e."sweepId", e."date", e."complete", e."closedAt", e."winterHandicaps", e."doublePoints",
           co."id" AS "courseId", co."name" AS "courseName", s."oomRules", s."handicapRules",
           (SELECT json_agg(json_build_object('number', h."number", 'par', h."par", 'index', h."index") ORDER BY h."number")
              FROM "CourseHole" h WHERE h."courseId" = co."id" AND ${holeOfEventSql("e", 'h."number"')}) AS "holes",
           (SELECT json_agg(json_build_object(
                     'cardId', sc."id", 'playerId', en."playerId", 'fullName', p."fullName", 'guest', en."guest",
                     'eventHandicap', sc."eventHandicap",
                     'handicapIndexTenths', sc."handicapIndexTenths", 'courseHandicapTenths', sc."courseHandicapTenths",
                     'scores', (SELECT json_agg(json_build_array(g."holeNumber", g."gross")) FROM "Score" g WHERE g."scorecardId" = sc."id")))
              FROM "Entry" en
              JOIN "Scorecard" sc ON sc."entryId" = en."id"
              JOIN "Player" p ON p."id" = en."playerId"
             WHERE en."eventId" = e."id") AS "cards"
      FROM "Event" e
      JOIN "Course" co ON co."id" = e."courseId"
      JOIN "Sweep" s ON s."id" = e."sweepId"
     WHERE e."id" = ${eventId}::uuid`,
  );
  if (!row) return null;
  const holes = row.holes ?? [];
  const cards = (row.cards ?? []).map(({ scores, ...card }) => ({
    ...card,
    ...scoreFromRows(holes, scores, card.eventHandicap),
  }));
  return {
    event: {
      id: row.id,
      sweepId: row.sweepId,
      date: toIsoDate(row.date),
      course: { id: row.courseId, name: row.courseName },
      complete: row.complete,
      winterHandicaps: row.winterHandicaps,
      doublePoints: row.doublePoints,
    },
    closedAt: row.closedAt,
    oomRules: row.oomRules,
    handicapRules: row.handicapRules,
    holes,
    cards,
  };
}

/**
 * A digest of everything loadEventField reads but the scores themselves, as an expression over an event `e` joined
 * to its course `co`: the event, its course and holes, and each card's id, version, handicaps and player's name.
 * Every change of a card's gross goes through the card write, which raises the card's version
 * (lib/server/services/card-write.ts), so the digest moves with every score without reading them: about a third of
 * the field query. The sweep's rules are not in it: a reader that depends on them adds them.
 */
export const fieldDigestSql = Prisma.sql`
  md5(concat_ws('|', e."sweepId", e."date", e."complete", e."closedAt", e."winterHandicaps", e."doublePoints", co."id", co."name",
      (SELECT string_agg(concat_ws(',', h."number", h."par", h."index"), ';' ORDER BY h."number") FROM "CourseHole" h WHERE h."courseId" = co."id" AND ${holeOfEventSql("e", 'h."number"')}),
      (SELECT string_agg(concat_ws(',', sc."id", sc."version", sc."eventHandicap", sc."handicapIndexTenths", sc."courseHandicapTenths",
                                   en."playerId", p."fullName", en."guest"), ';' ORDER BY sc."id")
         FROM "Entry" en
         JOIN "Scorecard" sc ON sc."entryId" = en."id"
         JOIN "Player" p ON p."id" = en."playerId"
        WHERE en."eventId" = e."id")))`;

/** The event's fieldDigestSql; null when there is no such event. */
export async function readFieldFingerprint(db: Db, eventId: AuthorizedEventId): Promise<string | null> {
  const [row] = await queryRows(
    db,
    z.object({ fingerprint: z.string() }),
    Prisma.sql`
    SELECT ${fieldDigestSql} AS "fingerprint"
      FROM "Event" e
      JOIN "Course" co ON co."id" = e."courseId"
     WHERE e."id" = ${eventId}::uuid`,
  );
  return row?.fingerprint ?? null;
}

function scoreFromRows(holes: Hole[], scores: ScoreRows, eventHandicap: number) {
  const byHole = new Map(scores ?? []);
  const gross = holes.map((hole) => byHole.get(hole.number) ?? null);
  return { gross, thru: countHolesEntered(gross), card: scoreCard(holes, gross, eventHandicap) };
}

/** Cards scored from their gross by lib/golf, in one query: where stored points are missing. */
export async function scoreCardsById(db: Db, cardIds: string[]): Promise<Map<string, ScoredCard>> {
  if (cardIds.length === 0) return new Map();
  const rows = await queryRows(
    db,
    rescoredRow,
    Prisma.sql`
    SELECT sc."id" AS "cardId", sc."eventHandicap",
           (SELECT json_agg(json_build_object('number', h."number", 'par', h."par", 'index', h."index") ORDER BY h."number")
              FROM "CourseHole" h WHERE h."courseId" = e."courseId" AND ${holeOfEventSql("e", 'h."number"')}) AS "holes",
           (SELECT json_agg(json_build_array(g."holeNumber", g."gross")) FROM "Score" g WHERE g."scorecardId" = sc."id") AS "scores"
      FROM "Scorecard" sc
      JOIN "Entry" en ON en."id" = sc."entryId"
      JOIN "Event" e ON e."id" = en."eventId"
     WHERE sc."id" = ANY(${cardIds}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.cardId, scoreFromRows(row.holes ?? [], row.scores, row.eventHandicap).card]));
}

// One collator for every comparison: localeCompare with options builds a new one per call, which dominates a sort.
const NAME_ORDER = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Name order, the same on every server whatever its locale. */
export function compareByName(a: { fullName: string }, b: { fullName: string }): number {
  return NAME_ORDER.compare(a.fullName, b.fullName);
}
