import "server-only";
import { oomRulesSchema, orderOfMerit, orderOfMeritProgress, type OomEntry } from "@/lib/golf";
import type { OomProgressDto, OrderOfMeritDto } from "@/lib/validation/results";
import type { AuthorizedSweepId } from "../auth/authorized";
import type { Db } from "./client";
import { Prisma } from "./generated/client";

type StoredEvent = {
  id: string;
  date: string;
  courseId: string;
  courseName: string;
  doublePoints: boolean;
  results: Array<[playerId: string, position: number, points: number]> | null;
};
type SweepOomRow = { oomRules: unknown; events: StoredEvent[] | null; names: Record<string, string> | null };

/**
 * The points stored when each of the sweep's events was closed, oldest first, in one query: each event's rows
 * as a compact JSON array and every player's name once, so ten seasons (12 000 rows) stay one small round trip.
 */
async function loadStoredOom(db: Db, sweepId: AuthorizedSweepId) {
  const [row] = await db.$queryRaw<SweepOomRow[]>(Prisma.sql`
    SELECT s."oomRules",
           (SELECT json_agg(json_build_object(
                     'id', e."id", 'date', e."date", 'courseId', co."id", 'courseName', co."name", 'doublePoints', e."doublePoints",
                     'results', (SELECT json_agg(json_build_array(r."playerId", r."position", r."points")) FROM "OomResult" r WHERE r."eventId" = e."id"))
                   ORDER BY e."date", e."id")
              FROM "Event" e JOIN "Course" co ON co."id" = e."courseId"
             WHERE e."sweepId" = s."id" AND e."complete") AS "events",
           (SELECT json_object_agg(p."id", p."fullName") FROM "Player" p
             WHERE p."id" IN (SELECT r."playerId" FROM "OomResult" r JOIN "Event" e ON e."id" = r."eventId" WHERE e."sweepId" = s."id" AND e."complete")) AS "names"
      FROM "Sweep" s
     WHERE s."id" = ${sweepId}::uuid`);
  const names = row?.names ?? {};
  const events = (row?.events ?? []).map((event) => ({
    ...event,
    results: (event.results ?? []).map(([playerId, position, points]) => ({ playerId, fullName: names[playerId] ?? "", position, points })),
  }));
  return { rules: oomRulesSchema.parse(row?.oomRules ?? {}), events };
}

const asOomEvents = (events: Awaited<ReturnType<typeof loadStoredOom>>["events"]) =>
  events.map((event) => ({ eventId: event.id, date: event.date, results: event.results }));

/** The sweep's order of merit (spec §3 OOM entry) from the points stored when its events were closed. */
export async function getSweepOrderOfMerit(db: Db, sweepId: AuthorizedSweepId): Promise<OomEntry[]> {
  const { rules, events } = await loadStoredOom(db, sweepId);
  return orderOfMerit(asOomEvents(events), rules);
}

/** GET /api/sweeps/{sweepId}/order-of-merit: the standings with each event's line and whether it counts (best N). */
export async function getOrderOfMerit(db: Db, sweepId: AuthorizedSweepId): Promise<OrderOfMeritDto> {
  const { rules, events } = await loadStoredOom(db, sweepId);
  const entries = orderOfMerit(asOomEvents(events), rules);
  const perPosition = new Map<number, number>();
  for (const entry of entries) perPosition.set(entry.position, (perPosition.get(entry.position) ?? 0) + 1);
  return {
    sweepId,
    bestN: rules.bestN,
    events: events.map((event) => ({
      id: event.id,
      date: event.date,
      course: { id: event.courseId, name: event.courseName },
      doublePoints: event.doublePoints,
      finishers: event.results.length,
    })),
    entries: entries.map(({ playerId, ...entry }) => ({
      ...entry,
      tied: (perPosition.get(entry.position) ?? 0) > 1,
      player: { id: playerId, fullName: entry.fullName },
    })),
  };
}

/**
 * GET /api/sweeps/{sweepId}/players/{playerId}/order-of-merit: the player's position after each closed event.
 * null when the player has never been an approved member of the sweep.
 */
export async function getPlayerOomProgress(db: Db, sweepId: AuthorizedSweepId, playerId: string): Promise<OomProgressDto | null> {
  const [[player], { rules, events }] = await Promise.all([
    db.$queryRaw<Array<{ id: string; fullName: string }>>(Prisma.sql`
      SELECT p."id", p."fullName" FROM "Player" p
       WHERE p."id" = ${playerId}::uuid
         AND EXISTS (SELECT 1 FROM "SweepMember" m WHERE m."sweepId" = ${sweepId}::uuid AND m."playerId" = p."id" AND m."approved")`),
    loadStoredOom(db, sweepId),
  ]);
  if (!player) return null;
  return { player, points: orderOfMeritProgress(asOomEvents(events), player.id, rules) };
}
