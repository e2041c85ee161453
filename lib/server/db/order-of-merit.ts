import "server-only";
import { orderOfMerit, orderOfMeritProgress } from "@/lib/golf";
import type { OomProgressDto, OrderOfMeritDto } from "@/lib/validation/results";
import type { AuthorizedSweepId } from "../auth/authorized";
import type { Db } from "./client";
import { type ClosedEvent, loadClosedResults, readClosedState } from "./closed-results";
import { Prisma } from "./generated/client";

const asOomEvents = (events: ClosedEvent[]) =>
  events.map((event) => ({ eventId: event.id, date: event.date, results: event.results }));

async function closedResults(db: Db, sweepId: AuthorizedSweepId) {
  return loadClosedResults(db, await readClosedState(db, sweepId));
}

function orderOfMeritDto(sweepId: AuthorizedSweepId, { rules, events }: Awaited<ReturnType<typeof loadClosedResults>>): OrderOfMeritDto {
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
 * The last order of merit built per sweep, with the state it was built from: it changes only when an event is
 * closed or reopened, the rules change or a member is renamed, all of which change that state.
 */
const BUILT = new Map<string, { state: string; dto: OrderOfMeritDto }>();
const REMEMBERED_SWEEPS = 100;

/** GET /api/sweeps/{sweepId}/order-of-merit: the standings with each event's line and whether it counts (best N). */
export async function getOrderOfMerit(db: Db, sweepId: AuthorizedSweepId): Promise<OrderOfMeritDto> {
  const state = await readClosedState(db, sweepId);
  const built = BUILT.get(sweepId);
  if (built?.state === state) return built.dto;
  const dto = orderOfMeritDto(sweepId, await loadClosedResults(db, state));
  BUILT.delete(sweepId);
  BUILT.set(sweepId, { state, dto });
  if (BUILT.size > REMEMBERED_SWEEPS) BUILT.delete(BUILT.keys().next().value!);
  return dto;
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
    closedResults(db, sweepId),
  ]);
  if (!player) return null;
  return { player, points: orderOfMeritProgress(asOomEvents(events), player.id, rules) };
}
