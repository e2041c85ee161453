import "server-only";
import { holesOfEvent, type HandicapStep, type PreviewEvent } from "@/lib/golf";
import type { AuthorizedSweepId } from "../auth/authorized";
import { handicapInForce } from "./handicaps";
import type { Db } from "./infra/client";
import { toIsoDate } from "./sweeps";

export type ClosedEventCards = PreviewEvent & { closedAt: Date };

/** Closed events of the sweep with every card's gross in hole order (docs/golf-rules.md#previewing-a-change-of-rules), oldest first. */
export async function loadClosedEventCards(
  db: Db,
  sweepId: AuthorizedSweepId,
  which: { year: number } | { eventIds: readonly string[] },
): Promise<ClosedEventCards[]> {
  const events = await db.event.findMany({
    where: {
      sweepId,
      complete: true,
      ...("year" in which
        ? { date: { gte: new Date(Date.UTC(which.year, 0, 1)), lt: new Date(Date.UTC(which.year + 1, 0, 1)) } }
        : { id: { in: [...which.eventIds] } }),
    },
    orderBy: [{ date: "asc" }, { id: "asc" }],
    select: {
      id: true,
      date: true,
      closedAt: true,
      doublePoints: true,
      winterHandicaps: true,
      nine: true,
      course: { select: { holes: { select: { number: true, par: true, index: true }, orderBy: { number: "asc" } } } },
      entries: {
        select: {
          playerId: true,
          player: { select: { fullName: true } },
          scoreCard: { select: { eventHandicap: true, scores: { select: { holeNumber: true, gross: true } } } },
        },
      },
    },
  });
  return events.map((event) => {
    const holes = holesOfEvent(event.course.holes, event.nine);
    return {
      eventId: event.id,
      date: toIsoDate(event.date),
      closedAt: event.closedAt ?? event.date,
      doublePoints: event.doublePoints,
      winter: event.winterHandicaps,
      holes,
      cards: event.entries.flatMap(({ playerId, player, scoreCard }) => {
        if (!scoreCard) return [];
        const byHole = new Map(scoreCard.scores.map((score) => [score.holeNumber, score.gross]));
        const gross = holes.map((hole) => byHole.get(hole.number) ?? null);
        return [{ playerId, fullName: player.fullName, gross, eventHandicap: scoreCard.eventHandicap }];
      }),
    };
  });
}

/** The year of the sweep's latest closed event: the season a preview and a recompute work on. */
export async function latestSeason(db: Db, sweepId: AuthorizedSweepId): Promise<number | null> {
  const latest = await db.event.findFirst({
    where: { sweepId, complete: true },
    orderBy: { date: "desc" },
    select: { date: true },
  });
  return latest ? latest.date.getUTCFullYear() : null;
}

/**
 * The season's events and, merged in the order they happened, the handicap entries in force: an admin's entry
 * (or one made by a close before the season) sets a handicap; a season event's close is replayed, so the entries
 * it made are left out.
 */
export async function loadSeason(db: Db, sweepId: AuthorizedSweepId) {
  const season = await latestSeason(db, sweepId);
  if (season === null) return { season, events: [], handicapSteps: [] };
  const events = await loadClosedEventCards(db, sweepId, { year: season });
  const seasonIds = new Set(events.map((event) => event.eventId));
  const entries = await db.handicapEntry.findMany({
    where: { sweepId, ...handicapInForce },
    orderBy: [{ created: "asc" }, { id: "asc" }],
    select: { playerId: true, exactTenths: true, created: true, eventId: true },
  });
  const timed: Array<{ at: number; step: HandicapStep }> = [
    ...entries
      .filter((entry) => entry.eventId === null || !seasonIds.has(entry.eventId))
      .map((entry) => ({
        at: entry.created.getTime(),
        step: { kind: "set" as const, playerId: entry.playerId, exact: entry.exactTenths / 10 },
      })),
    ...events.map((event) => ({
      at: event.closedAt.getTime(),
      step: { kind: "event" as const, eventId: event.eventId },
    })),
  ];
  // Stable: an admin's entry stamped at the very moment of a close sorts before it, as it was adjusted from.
  timed.sort((a, b) => a.at - b.at);
  return { season, events, handicapSteps: timed.map(({ step }) => step) };
}
