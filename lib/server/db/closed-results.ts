import "server-only";
import { z } from "zod";
import { oomRulesSchema } from "@/lib/golf";
import type { AuthorizedSweepId } from "../auth/authorized";
import { queryRows } from "./query-rows";
import type { Db } from "./infra/client";
import { Prisma } from "./generated/client";

const storedResult = z.tuple([z.string(), z.number(), z.number()]);
type StoredResult = z.infer<typeof storedResult>;
const closedEventRow = z.object({
  id: z.string(),
  date: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  doublePoints: z.boolean(),
  closedAt: z.string().nullable(),
  resultCount: z.number(),
  recomputedAt: z.string().nullable(),
});
type ClosedEventRow = z.infer<typeof closedEventRow>;
const sweepState = z.object({
  oomRules: z.unknown(),
  events: z.array(closedEventRow).nullable(),
  names: z.record(z.string(), z.string()).nullable(),
});

/**
 * The order-of-merit rows of closed events, kept in this process by event. Closing writes an event's rows and its
 * closedAt in one transaction and reopening deletes them, so an event whose closedAt and row count are unchanged
 * has unchanged rows: each request checks both in the database (so every process agrees with it) and reads only
 * the rows of events it has not seen, not every season's 12 000 again. Bounded: the oldest entries go first.
 */
const RESULTS_BY_EVENT = new Map<string, { version: string; results: StoredResult[] }>();
const REMEMBERED_EVENTS = 20_000;

const versionOf = (event: ClosedEventRow) =>
  `${event.closedAt ?? "-"}#${event.resultCount}#${event.recomputedAt ?? "-"}`;

function remember(eventId: string, version: string, results: StoredResult[]) {
  RESULTS_BY_EVENT.delete(eventId);
  RESULTS_BY_EVENT.set(eventId, { version, results });
  if (RESULTS_BY_EVENT.size > REMEMBERED_EVENTS) RESULTS_BY_EVENT.delete(RESULTS_BY_EVENT.keys().next().value!);
}

async function readResults(db: Db, events: ClosedEventRow[]) {
  if (events.length === 0) return;
  const rows = await queryRows(
    db,
    z.object({ eventId: z.string(), results: z.array(storedResult) }),
    Prisma.sql`
    SELECT r."eventId", json_agg(json_build_array(r."playerId", r."position", r."points")) AS "results"
      FROM "OomResult" r
     WHERE r."eventId" = ANY(${events.map((event) => event.id)}::uuid[])
     GROUP BY r."eventId"`,
  );
  const byEvent = new Map(rows.map((row) => [row.eventId, row.results]));
  for (const event of events) remember(event.id, versionOf(event), byEvent.get(event.id) ?? []);
}

export type ClosedEvent = Omit<ClosedEventRow, "closedAt" | "resultCount" | "recomputedAt"> & {
  results: Array<{ playerId: string; fullName: string; position: number; points: number }>;
};

/** A recompute rewrites closed events' rows in place (lib/server/services/recompute-results.ts): its time versions them too. */
const LAST_RECOMPUTE = Prisma.sql`(SELECT max(rc."createdAt") FROM "RulesChange" rc WHERE rc."sweepId" = s."id" AND rc."kind" = 'recompute')`;

/**
 * A digest of everything the sweep's closed-event aggregates (order of merit, top-five leaderboard) are built from:
 * its OOM rules, each closed event's date, course and closedAt (closing writes an event's result rows with its
 * closedAt in one transaction and reopening deletes them, so closedAt stands for the rows), and every member's
 * name and standing. Each row is hashed to 64 bits and the hashes summed with their count, which needs no sort of
 * the rows as a joined string would: one small query (about half a millisecond for ten seasons), asked by every
 * request, so an unchanged sweep is not read again. A digest that never leaves the server, so it may be read for
 * the id as the caller named it, beside the guard (lib/server/auth/guards.ts#besideGuard).
 */
export async function readClosedFingerprint(db: Db, sweepId: string): Promise<string> {
  const [row] = await queryRows(
    db,
    z.object({ fingerprint: z.string() }),
    Prisma.sql`
    SELECT concat_ws('|', md5(s."oomRules"::text), ${LAST_RECOMPUTE},
             (SELECT count(*) || ':' || sum(hashtextextended(
                       concat_ws(',', e."id", e."date", e."closedAt", e."doublePoints", co."id", co."name"), 0))
                FROM "Event" e JOIN "Course" co ON co."id" = e."courseId"
               WHERE e."sweepId" = s."id" AND e."complete"),
             (SELECT count(*) || ':' || sum(hashtextextended(
                       concat_ws(',', p."id", p."fullName", m."approved", m."removedAt"), 0))
                FROM "SweepMember" m JOIN "Player" p ON p."id" = m."playerId"
               WHERE m."sweepId" = s."id")) AS "fingerprint"
      FROM "Sweep" s
     WHERE s."id" = ${sweepId}::uuid`,
  );
  return row?.fingerprint ?? "";
}

/**
 * What the sweep's order of merit is made of, read in one query: its OOM rules, its closed events oldest first
 * (with the version of their stored rows) and every member's current name. The text is returned as it came,
 * so a caller can tell that nothing changed since it last built something from it.
 */
export async function readClosedState(db: Db, sweepId: AuthorizedSweepId) {
  const [row] = await queryRows(
    db,
    z.object({ state: z.string() }),
    Prisma.sql`
    SELECT json_build_object(
             'oomRules', s."oomRules",
             'events', (SELECT json_agg(json_build_object(
                                 'id', e."id", 'date', e."date", 'courseId', co."id", 'courseName', co."name",
                                 'doublePoints', e."doublePoints", 'closedAt', e."closedAt",
                                 'resultCount', (SELECT count(*) FROM "OomResult" r WHERE r."eventId" = e."id"),
                                 'recomputedAt', ${LAST_RECOMPUTE})
                               ORDER BY e."date", e."id")
                          FROM "Event" e JOIN "Course" co ON co."id" = e."courseId"
                         WHERE e."sweepId" = s."id" AND e."complete"),
             'names', (SELECT json_object_agg(p."id", p."fullName")
                         FROM "SweepMember" m JOIN "Player" p ON p."id" = m."playerId"
                        WHERE m."sweepId" = s."id"))::text AS "state"
      FROM "Sweep" s
     WHERE s."id" = ${sweepId}::uuid`,
  );
  return row?.state ?? "{}";
}

/**
 * The sweep's closed events, oldest first, each with the order-of-merit points stored when it was closed under
 * every player's current name, and the sweep's OOM rules: the state read by readClosedState, plus one query for
 * the rows of events not yet seen.
 */
export async function loadClosedResults(db: Db, stateText: string) {
  const state = sweepState.parse(JSON.parse(stateText));
  const closed = state.events ?? [];
  await readResults(
    db,
    closed.filter((event) => RESULTS_BY_EVENT.get(event.id)?.version !== versionOf(event)),
  );
  const names = state.names ?? {};
  const events: ClosedEvent[] = closed.map((event) => ({
    id: event.id,
    date: event.date,
    courseId: event.courseId,
    courseName: event.courseName,
    doublePoints: event.doublePoints,
    results: (RESULTS_BY_EVENT.get(event.id)?.results ?? []).map(([playerId, position, points]) => ({
      playerId,
      fullName: names[playerId] ?? "",
      position,
      points,
    })),
  }));
  return { rules: oomRulesSchema.parse(state.oomRules ?? {}), events };
}
