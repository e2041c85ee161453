import "server-only";
import { z } from "zod";
import { orderOfMerit, orderOfMeritProgress } from "@/lib/golf";
import type { OomProgressDto, OrderOfMeritDto } from "@/lib/validation/results";
import type { AuthorizedSweepId } from "../auth/authorized";
import { queryRows } from "./query-rows";
import type { Db } from "./infra/client";
import { type ClosedEvent, loadClosedResults, readClosedFingerprint, readClosedState } from "./closed-results";
import { FingerprintMemo } from "./fingerprint-memo";
import { Prisma } from "./generated/client";

const asOomEvents = (events: ClosedEvent[]) =>
  events.map((event) => ({ eventId: event.id, date: event.date, results: event.results }));

async function closedResults(db: Db, sweepId: AuthorizedSweepId) {
  return loadClosedResults(db, await readClosedState(db, sweepId));
}

function orderOfMeritDto(
  sweepId: AuthorizedSweepId,
  { rules, events }: Awaited<ReturnType<typeof loadClosedResults>>,
): OrderOfMeritDto {
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
    eventCount: events.length,
    entries: entries.map(({ playerId, ...entry }) => ({
      ...entry,
      tied: (perPosition.get(entry.position) ?? 0) > 1,
      player: { id: playerId, fullName: entry.fullName },
    })),
  };
}

const BUILT = new FingerprintMemo<OrderOfMeritDto>(100);

/**
 * GET /api/sweeps/{sweepId}/order-of-merit: the standings with each event's line and whether it counts (best N).
 * Ten seasons are 12 000 lines: rebuilt only when the sweep's closed-results fingerprint changes, and the same
 * object is answered meanwhile (its JSON is encoded once, lib/server/api/etag.ts).
 */
export async function getOrderOfMerit(
  db: Db,
  sweepId: AuthorizedSweepId,
  fingerprint?: string,
): Promise<OrderOfMeritDto> {
  return BUILT.get(sweepId, fingerprint ?? (await readClosedFingerprint(db, sweepId)), async () =>
    orderOfMeritDto(sweepId, await closedResults(db, sweepId)),
  );
}

/**
 * GET /api/sweeps/{sweepId}/players/{playerId}/order-of-merit: the player's position after each closed event.
 * null when the player has never been an approved member of the sweep.
 */
export async function getPlayerOomProgress(
  db: Db,
  sweepId: AuthorizedSweepId,
  playerId: string,
): Promise<OomProgressDto | null> {
  const [[player], { rules, events }] = await Promise.all([
    queryRows(
      db,
      z.object({ id: z.string(), fullName: z.string() }),
      Prisma.sql`
      SELECT p."id", p."fullName" FROM "Player" p
       WHERE p."id" = ${playerId}::uuid
         AND EXISTS (SELECT 1 FROM "SweepMember" m WHERE m."sweepId" = ${sweepId}::uuid AND m."playerId" = p."id" AND m."approved")`,
    ),
    closedResults(db, sweepId),
  ]);
  if (!player) return null;
  return { player, points: orderOfMeritProgress(asOomEvents(events), player.id, rules) };
}
