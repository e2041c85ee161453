import "server-only";
import { adjustmentOutcome, eventStandings, explainHandicapChange, explainOomLine } from "@/lib/golf";
import type { ExplanationDto } from "@/lib/validation/rules";
import type { AuthorizedSweepId } from "../auth/authorized";
import { handicapInForce } from "./handicaps";
import type { Db } from "./infra/client";
import { getOrderOfMerit } from "./order-of-merit";
import { readSweepRules } from "./rules";
import { loadClosedEventCards } from "./rules-season";

type HistoryEntry = {
  exactTenths: number;
  created: Date;
  reason: string | null;
  eventId: string | null;
  recordedBy: { fullName: string } | null;
};

/** Why a handicap entry that no close made was written: who set it, and the reason they gave. */
const setByHand = (entry: HistoryEntry) =>
  `Set to ${entry.exactTenths / 10} by ${entry.recordedBy?.fullName ?? "an admin"}${entry.reason ? `: ${entry.reason}` : ""}`;

async function handicapLines(db: Db, sweepId: AuthorizedSweepId, playerId: string) {
  const [rules, entries] = await Promise.all([
    readSweepRules(db, sweepId),
    db.handicapEntry.findMany({
      where: { sweepId, playerId, ...handicapInForce },
      orderBy: [{ created: "asc" }, { id: "asc" }],
      select: {
        exactTenths: true,
        created: true,
        reason: true,
        eventId: true,
        recordedBy: { select: { fullName: true } },
      },
    }),
  ]);
  const eventIds = entries.flatMap((entry) => (entry.eventId === null ? [] : [entry.eventId]));
  const events = new Map(
    (await loadClosedEventCards(db, sweepId, { eventIds })).map((event) => [event.eventId, event]),
  );
  return entries.map((entry, at): ExplanationDto["handicap"][number] => {
    const previous = entries[at - 1];
    const fromExact = previous ? previous.exactTenths / 10 : null;
    const toExact = entry.exactTenths / 10;
    const event = entry.eventId === null ? undefined : events.get(entry.eventId);
    const base = { at: entry.created.toISOString(), fromExact, toExact };
    if (!event || fromExact === null) return { ...base, event: null, text: setByHand(entry) };
    const standing = eventStandings(event).find((row) => row.playerId === playerId);
    const eventRef = { id: event.eventId, date: event.date };
    if (!standing) return { ...base, event: eventRef, text: setByHand(entry) };
    const outcome = adjustmentOutcome(event.holes, standing.gross, fromExact, standing.position);
    const text = explainHandicapChange({ fromExact, toExact, winter: event.winter, ...outcome }, rules.handicapRules);
    return { ...base, event: eventRef, text };
  });
}

async function oomLines(db: Db, sweepId: AuthorizedSweepId, playerId: string) {
  const [oom, nonReturns] = await Promise.all([
    getOrderOfMerit(db, sweepId),
    db.oomResult.findMany({
      where: { playerId, nonReturn: true, event: { sweepId, complete: true } },
      select: { eventId: true },
    }),
  ]);
  const entry = oom.entries.find((row) => row.player.id === playerId);
  const nonReturnIds = new Set(nonReturns.map((row) => row.eventId));
  const finishers = await db.oomResult.groupBy({
    by: ["eventId"],
    where: { nonReturn: false, eventId: { in: entry?.events.map((line) => line.eventId) ?? [] } },
    _count: true,
  });
  const finishersOf = new Map(finishers.map((row) => [row.eventId, row._count]));
  const events = new Map(oom.events.map((event) => [event.id, event]));
  return {
    position: entry?.position ?? null,
    totalPoints: entry?.totalPoints ?? 0,
    lines: (entry?.events ?? []).map((line) => ({
      event: { id: line.eventId, date: line.date },
      points: line.points,
      counted: line.counted,
      text: explainOomLine({
        ...line,
        nonReturn: nonReturnIds.has(line.eventId),
        finishers: finishersOf.get(line.eventId) ?? 0,
        doublePoints: events.get(line.eventId)?.doublePoints ?? false,
        bestN: oom.bestN,
      }),
    })),
  };
}

/**
 * GET /api/sweeps/{sweepId}/players/{playerId}/explanation (docs/golf-rules.md#explaining-a-figure): each handicap
 * change and order-of-merit line of the member, in words. null when the player has never been a member.
 */
export async function getPlayerExplanation(
  db: Db,
  sweepId: AuthorizedSweepId,
  playerId: string,
): Promise<ExplanationDto | null> {
  const member = await db.sweepMember.findFirst({
    where: { sweepId, playerId, approved: true },
    select: { player: { select: { id: true, fullName: true } } },
  });
  if (!member) return null;
  const [handicap, orderOfMerit] = await Promise.all([
    handicapLines(db, sweepId, playerId),
    oomLines(db, sweepId, playerId),
  ]);
  return { player: member.player, handicap, orderOfMerit };
}
