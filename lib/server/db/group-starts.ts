import "server-only";
import { z } from "zod";
import { eventStartSchema, groupStarts } from "@/lib/golf";
import type { GroupStartDto } from "@/lib/validation/entries";
import { holeOfEventSql } from "./event-holes";
import { Prisma } from "./generated/client";

/** The zone of a sweep that has not chosen one: the server's (its TZ), as before sweeps kept a zone. */
export const SERVER_TIME_ZONE = new Intl.DateTimeFormat().resolvedOptions().timeZone;

export const sweepTimeZone = (stored: string | null): string => stored ?? SERVER_TIME_ZONE;

/**
 * What an event's group starts are made from: its stored start (JSON), its day, its sweep's zone and the numbers
 * of the holes it plays, in order (its nine, or every hole of its course).
 */
export type StartContext = { start: unknown; date: Date; timeZone: string | null; holesPlayed: readonly number[] };

/** In raw SQL over event alias `e`: the `holesPlayed` of its StartContext, read with `holesPlayedRow`. */
export const holesPlayedSql = Prisma.sql`(SELECT COALESCE(json_agg(h."number" ORDER BY h."number"), '[]')
  FROM "CourseHole" h WHERE h."courseId" = e."courseId" AND ${holeOfEventSql("e", 'h."number"')}) AS "holesPlayed"`;
export const holesPlayedRow = z.array(z.number().int());

/** How the event starts, or null when it has no start (or a stored one that no longer reads). */
export const eventStartOf = (stored: unknown) =>
  eventStartSchema
    .nullable()
    .catch(null)
    .parse(stored ?? null);

/** Each group's start (docs/golf-rules.md#tee-times-and-the-start), by group number: empty without a start. */
export function startsByGroup(context: StartContext, groupCount: number): Map<number, GroupStartDto> {
  const start = eventStartOf(context.start);
  if (!start || groupCount < 1) return new Map();
  const starts = groupStarts(start, groupCount, {
    day: context.date.toISOString().slice(0, 10),
    timeZone: sweepTimeZone(context.timeZone),
    holes: context.holesPlayed,
  });
  return new Map(
    starts.map(({ group, time, startsAt, startingHole }) => [
      group,
      { time, startingHole, startsAt: new Date(startsAt).toISOString() },
    ]),
  );
}
