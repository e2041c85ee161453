import "server-only";
import {
  eventOomResults,
  eventStandings,
  orderOfMerit,
  replayHandicapAdjustments,
  type EventOomResult,
} from "@/lib/golf";
import type { RecomputeDto, SweepRulesDto } from "@/lib/validation/rules";
import type { SweepAccess } from "../auth/authorized";
import type { Db, RootDb } from "../db/infra/client";
import { rewriteEventEntries } from "../db/handicaps";
import { lockClosedEventsOfSweep, lockSweepHandicaps } from "../db/locks";
import { refreshPlayingHandicaps } from "../db/playing-handicaps";
import { lockSweepRules, recordRulesChange } from "../db/rules";
import { latestSeason, loadClosedEventCards, loadSeason } from "../db/rules-season";
import { AppError } from "../errors";

const keyOf = (rows: ReadonlyArray<EventOomResult>) =>
  JSON.stringify(
    [...rows]
      .sort((a, b) => a.playerId.localeCompare(b.playerId))
      .map((row) => [row.playerId, row.position, row.points, row.nonReturn]),
  );

/** How many members' order-of-merit positions differ between two sets of the season's results. */
function positionsMoved(
  events: Array<{ eventId: string; date: string }>,
  before: EventOomResult[][],
  after: EventOomResult[][],
) {
  const standings = (results: EventOomResult[][]) =>
    new Map(
      orderOfMerit(
        events.map((event, at) => ({
          ...event,
          results: (results[at] ?? []).map((row) => ({ ...row, fullName: row.playerId })),
        })),
      ).map((entry) => [entry.playerId, entry.position]),
    );
  const was = standings(before);
  let moved = 0;
  for (const [playerId, position] of standings(after)) if (was.get(playerId) !== position) moved += 1;
  return moved;
}

const RECOMPUTE_REASON = "Rewritten when the season was recomputed under the rules in force.";

/**
 * The handicap entries the season's closes wrote, replayed under the rules in force and rewritten where they differ;
 * the members' cards with no score follow. Answers how many members' entries changed.
 */
async function recomputeHandicaps(tx: Db, access: SweepAccess, rules: SweepRulesDto, now: Date): Promise<number> {
  await lockSweepHandicaps(tx, access.sweepId);
  const { events, handicapSteps } = await loadSeason(tx, access.sweepId);
  const adjustments = replayHandicapAdjustments(events, handicapSteps, rules.handicapRules);
  const by = { playerId: access.playerId, reason: RECOMPUTE_REASON };
  const changed = await rewriteEventEntries(
    tx,
    access.sweepId,
    events.map((event) => ({ ...event, adjustments: adjustments.get(event.eventId) ?? [] })),
    by,
    now,
  );
  await refreshPlayingHandicaps(tx, access.sweepId, changed, by);
  return changed.length;
}

/**
 * POST /api/sweeps/{sweepId}/rules/recompute (docs/golf-rules.md#previewing-a-change-of-rules): the season's closed
 * events get the order-of-merit points and non-return places the rules in force give, and their closes' handicap
 * entries the adjustments those rules make (replayed in order, since each adjusts from the one before), in one
 * transaction with the audit row that says what changed.
 */
export async function recomputeSeason(db: RootDb, access: SweepAccess, now = new Date()): Promise<RecomputeDto> {
  return db.$transaction(async (tx) => {
    const rules = await lockSweepRules(tx, access.sweepId);
    const season = await latestSeason(tx, access.sweepId);
    if (season === null)
      throw new AppError("conflict", "No event has been closed yet, so there is nothing to recompute.");
    const candidates = await loadClosedEventCards(tx, access.sweepId, { year: season });
    await lockClosedEventsOfSweep(
      tx,
      access.sweepId,
      candidates.map((event) => event.eventId),
    );
    // Read again under the locks: a close or reopen that committed meanwhile is seen.
    const events = await loadClosedEventCards(tx, access.sweepId, {
      eventIds: candidates.map((event) => event.eventId),
    });
    const stored = await tx.oomResult.findMany({
      where: { eventId: { in: events.map((event) => event.eventId) } },
      select: { eventId: true, playerId: true, position: true, points: true, nonReturn: true },
    });
    const before = events.map((event) => stored.filter((row) => row.eventId === event.eventId));
    const after: EventOomResult[][] = [];
    const changedDates: string[] = [];
    for (const [at, event] of events.entries()) {
      const standings = eventStandings(event);
      const results = eventOomResults(standings, { doublePoints: event.doublePoints, rules: rules.oomRules });
      after.push(results);
      if (keyOf(results) === keyOf(before[at] ?? [])) continue;
      changedDates.push(event.date);
      await tx.oomResult.deleteMany({ where: { eventId: event.eventId } });
      await tx.oomResult.createMany({
        data: results.map((row, index) => ({
          ...row,
          eventId: event.eventId,
          stablefordPoints: row.nonReturn ? null : (standings[index]?.card.totalPoints ?? null),
        })),
      });
    }
    const moved = positionsMoved(events, before, after);
    const handicapsChanged = await recomputeHandicaps(tx, access, rules, now);
    const handicapsSaid =
      handicapsChanged === 0
        ? "no handicap changed"
        : `the handicap entries of ${handicapsChanged} ${handicapsChanged === 1 ? "member were" : "members were"} rewritten`;
    const summary =
      changedDates.length === 0 && handicapsChanged === 0
        ? `Recomputed the ${events.length} closed events of ${season} under the rules in force: nothing changed.`
        : `Recomputed the ${events.length} closed events of ${season} under the rules in force: the points of ` +
          `${changedDates.length} changed${changedDates.length > 0 ? ` (${changedDates.join(", ")})` : ""}, ` +
          `${moved} order-of-merit positions moved and ${handicapsSaid}.`;
    const change = await recordRulesChange(tx, access.sweepId, {
      kind: "recompute",
      byPlayerId: access.playerId,
      before: rules,
      after: rules,
      summary,
    });
    return { change, eventsChanged: changedDates.length };
  });
}
