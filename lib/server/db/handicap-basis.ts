import "server-only";
import { z } from "zod";
import {
  HOLES_PER_CARD,
  HOLES_PER_NINE,
  handicapRulesSchema,
  holesOfEvent,
  playingHandicapUnderRules,
  ratingOfHolesPlayed,
  type HandicapRules,
  type TeeRating,
} from "@/lib/golf";
import type { Db } from "./infra/client";
import { Prisma } from "./generated/client";
import { queryRows } from "./query-rows";

/** What an event's cards are played off (docs/golf-rules.md#handicap-basis), under the sweep's handicap rules. */
export type EventHandicapBasis = {
  winter: boolean;
  basis: "society" | "whs";
  /** The allowances and competition cap (docs/golf-rules.md#event-playing-handicap). */
  rules: HandicapRules;
  teeName: string | null;
  /** How many holes the cards are scored on (docs/golf-rules.md#nine-hole-cards). */
  holeCount: 18 | 9;
  /** The course's tees by lower-cased name, rated for the holes played. */
  tees: Map<string, TeeRating>;
};

/** A card's handicap fields: the event handicap and, under the WHS basis, the index and course handicap behind it. */
export type CardHandicap = {
  eventHandicap: number;
  handicapIndexTenths: number | null;
  courseHandicapTenths: number | null;
};

const basisRow = z.object({
  eventId: z.string(),
  winterHandicaps: z.boolean(),
  teeName: z.string().nullable(),
  handicapRules: z.unknown(),
  nine: z.enum(["front", "back"]).nullable(),
  holes: z.array(z.object({ number: z.number(), par: z.number() })),
  tees: z.array(z.object({ name: z.string(), courseRatingTenths: z.number(), slopeRating: z.number() })),
});

/** Each event's handicap basis, in one statement. */
export async function readHandicapBasis(db: Db, eventIds: readonly string[]): Promise<Map<string, EventHandicapBasis>> {
  if (eventIds.length === 0) return new Map();
  const rows = await queryRows(
    db,
    basisRow,
    Prisma.sql`
    SELECT e."id" AS "eventId", e."winterHandicaps", e."teeName", e."nine"::text AS "nine", s."handicapRules",
           COALESCE((SELECT json_agg(json_build_object('number', h."number", 'par', h."par"))
                       FROM "CourseHole" h WHERE h."courseId" = e."courseId"), '[]'::json) AS "holes",
           COALESCE((SELECT json_agg(json_build_object('name', t."name", 'courseRatingTenths', t."courseRatingTenths",
                                                       'slopeRating', t."slopeRating"))
                       FROM "CourseTee" t WHERE t."courseId" = e."courseId"), '[]'::json) AS "tees"
      FROM "Event" e JOIN "Sweep" s ON s."id" = e."sweepId"
     WHERE e."id" = ANY(${[...new Set(eventIds)]}::uuid[])`,
  );
  return new Map(
    rows.map((row) => {
      const rules = handicapRulesSchema.parse(row.handicapRules ?? {});
      const played = holesOfEvent(row.holes, row.nine);
      return [
        row.eventId,
        {
          winter: row.winterHandicaps,
          basis: rules.basis,
          rules,
          teeName: row.teeName,
          holeCount: played.length === HOLES_PER_NINE ? HOLES_PER_NINE : HOLES_PER_CARD,
          tees: new Map(
            row.tees.map((tee) => [
              tee.name.toLowerCase(),
              ratingOfHolesPlayed(
                { slopeRating: tee.slopeRating, courseRating: tee.courseRatingTenths / 10 },
                row.holes.length,
                played,
              ),
            ]),
          ),
        },
      ];
    }),
  );
}

/** One event's basis; the event exists (its caller holds its authorized id or a row of it). */
export async function readEventHandicapBasis(db: Db, eventId: string): Promise<EventHandicapBasis> {
  const basis = (await readHandicapBasis(db, [eventId])).get(eventId);
  if (!basis) throw new Error(`readEventHandicapBasis: event ${eventId} vanished`);
  return basis;
}

/**
 * A card's handicap (docs/golf-rules.md#handicap-basis) from the player's exact handicap in force (none yet: scratch)
 * and their own tees, if an admin gave them others than the event's.
 */
export function cardHandicapOf(
  basis: EventHandicapBasis,
  exact: number | undefined,
  playerTeeName: string | null = null,
): CardHandicap {
  const index = exact ?? 0;
  const teeName = playerTeeName ?? basis.teeName;
  const tee = basis.basis === "whs" && teeName ? basis.tees.get(teeName.toLowerCase()) : undefined;
  const { playing, courseHandicap } = playingHandicapUnderRules(
    index,
    { winter: basis.winter, tee, holeCount: basis.holeCount },
    basis.rules,
  );
  return {
    eventHandicap: playing,
    handicapIndexTenths: basis.basis === "whs" ? Math.round(index * 10) : null,
    courseHandicapTenths: courseHandicap === null ? null : Math.round(courseHandicap * 10),
  };
}

/** docs/golf-rules.md#handicap-basis: the index and course handicap behind the card's handicap, in strokes. */
export function whsHandicapOf(card: { handicapIndexTenths: number | null; courseHandicapTenths: number | null }) {
  return {
    handicapIndex: card.handicapIndexTenths === null ? null : card.handicapIndexTenths / 10,
    courseHandicap: card.courseHandicapTenths === null ? null : card.courseHandicapTenths / 10,
  };
}
