import "server-only";
import {
  adjustHandicap,
  eventOomResults,
  adjustmentOutcome,
  handicapRulesSchema,
  oomRulesSchema,
  rankWithNonReturns,
  roundHalfUp,
  seasonFinishers,
} from "@/lib/golf";
import { CARD_DECISION_LABELS, type CardDecision } from "@/lib/validation/card-decisions";
import { type CloseCheckDto } from "@/lib/validation/close-check";
import type { ClosingDto } from "@/lib/validation/events";
import { AppError, notFound } from "../errors";
import type { AuthorizedEventId } from "../auth/authorized";
import { readCloseCheck } from "../db/close-check";
import type { RootDb } from "../db/infra/client";
import { listEventCards } from "../db/event-cards";
import { settleEventMoney } from "../db/event-money";
import { entryTimeAfter, latestEntries } from "../db/handicaps";
import { lockEventForChange, lockSweepHandicaps } from "../db/locks";
import { refreshPlayingHandicaps } from "../db/playing-handicaps";
import { forgetOldIdempotentWrites } from "../db/scorecards-writes";
import { notifyEventChanged } from "../live/notify";
import { notifyResultsPosted } from "../notifications/causes";

const CLOSE_REASON = "Adjusted when the event was closed.";

/**
 * "Close Event & Update Handicaps" (docs/golf-rules.md#closing-and-reopening-an-event): ranks the cards, stores order-of-merit points and
 * appends handicap entries (written by who closed, after this event), all in one transaction, and the changed
 * players' cards with no score in the sweep's other events follow their new handicaps, and the pots are paid out
 * (docs/money-rules.md#closing-an-event). Closing a closed event
 * changes nothing; an undrawn one is refused.
 * A request closes only knowing its cards: each kind of card needing a decision (readCloseCheck) must be among
 * `confirmed`; the application's own closes (the demo society, benchmarks) take every card as it is.
 */
export async function closeEvent(
  db: RootDb,
  eventId: AuthorizedEventId,
  now = new Date(),
  closedBy: string | null = null,
  confirmed: readonly CardDecision[] | "every" = "every",
): Promise<ClosingDto> {
  return db.$transaction(async (tx) => {
    // Every save and signature in progress commits before this lock is granted, and none starts until the
    // close commits, so the cards read below are the ones the results are made from.
    const locked = await lockEventForChange(tx, eventId);
    if (locked.complete) {
      const stored = await tx.oomResult.findMany({
        where: { eventId },
        select: { playerId: true, position: true, points: true },
      });
      return { alreadyClosed: true, results: stored, handicapChanges: [] };
    }
    if (!locked.drawn) {
      throw new AppError(
        "conflict",
        "This event has not been drawn yet. Create the draw and enter the scores before closing it.",
      );
    }
    const event = await listEventCards(tx, eventId);
    if (!event) throw notFound("The event");
    const ranked = rankWithNonReturns(event.cards);
    if (ranked.length === 0)
      throw new AppError("conflict", "No card in this event has a score yet, so it cannot be closed.");
    if (confirmed !== "every") refuseUnconfirmed(await readCloseCheck(tx, eventId), confirmed);
    // Closing is the society's regular housekeeping moment: old saves' answers are no longer retried by anyone.
    await forgetOldIdempotentWrites(tx, now);

    const oomRules = oomRulesSchema.parse(event.sweep.oomRules);
    // docs/golf-rules.md#guests: the season's points and handicaps follow the positions among its finishers.
    const season = seasonFinishers(ranked, oomRules);
    const stored = eventOomResults(
      season.map((entry) => ({ playerId: entry.playerId, position: entry.seasonPosition })),
      { doublePoints: event.doublePoints, rules: oomRules },
    );
    // A non-return's points are not a round's: they never enter the top-five leaderboard.
    const roundPoints = stored.map((row, at) => (row.nonReturn ? null : (season[at]?.card.totalPoints ?? null)));
    await tx.oomResult.createMany({
      data: stored.map((row, at) => ({ ...row, eventId, stablefordPoints: roundPoints[at] ?? null })),
    });
    const results = stored.map(({ playerId, position, points }) => ({ playerId, position, points }));

    const handicapRules = handicapRulesSchema.parse(event.sweep.handicapRules);
    // An admin's entry written meanwhile is either adjusted from or written after this close's adjustments.
    await lockSweepHandicaps(tx, event.sweepId);
    const latest = await latestEntries(
      tx,
      event.sweepId,
      season.map((entry) => entry.playerId),
    );
    const adjustedFrom = new Map(latest.map((entry) => [entry.playerId, entry.created]));
    const handicapChanges: ClosingDto["handicapChanges"] = [];
    for (const current of latest) {
      const entry = season.find((candidate) => candidate.playerId === current.playerId);
      if (!entry) continue;
      const exact = current.exactTenths / 10;
      const outcome = adjustmentOutcome(event.holes, entry.gross, exact, entry.seasonPosition);
      const toExact = adjustHandicap({ exact, winter: event.winterHandicaps, ...outcome }, handicapRules);
      if (toExact !== exact) handicapChanges.push({ playerId: current.playerId, fromExact: exact, toExact });
    }
    await tx.handicapEntry.createMany({
      data: handicapChanges.map((change) => ({
        playerId: change.playerId,
        sweepId: event.sweepId,
        eventId,
        exactTenths: Math.round(change.toExact * 10),
        playingHandicap: roundHalfUp(change.toExact),
        created: entryTimeAfter(adjustedFrom.get(change.playerId), now),
        recordedAt: now,
        recordedById: closedBy,
        reason: CLOSE_REASON,
      })),
    });
    await settleEventMoney(tx, { eventId, sweepId: event.sweepId }, ranked, { byPlayerId: closedBy });
    await tx.event.update({ where: { id: eventId }, data: { complete: true, closedAt: now } });
    await refreshPlayingHandicaps(
      tx,
      event.sweepId,
      handicapChanges.map((change) => change.playerId),
      { playerId: closedBy, reason: CLOSE_REASON },
    );
    await notifyEventChanged(tx, { eventId, change: "closed" });
    await notifyResultsPosted(
      tx,
      eventId,
      now,
      results.map((row, at) => {
        const change = handicapChanges.find((candidate) => candidate.playerId === row.playerId);
        return {
          ...row,
          stablefordPoints: roundPoints[at] ?? null,
          handicap: change ? { from: change.fromExact, to: change.toExact, reason: CLOSE_REASON } : null,
        };
      }),
    );
    return { alreadyClosed: false, results, handicapChanges };
  });
}

/** The close is refused (409) while a kind of card needing a decision is not confirmed: the problem names them. */
function refuseUnconfirmed(check: CloseCheckDto, confirmed: readonly CardDecision[]) {
  const unconfirmed = check.decisions.filter((decision) => !confirmed.includes(decision));
  if (unconfirmed.length === 0) return;
  const named = unconfirmed.map((decision) => {
    const names = check.cards.filter((card) => card.decisions.includes(decision)).map((card) => card.player.fullName);
    return `${CARD_DECISION_LABELS[decision]}: ${names.join(", ")}`;
  });
  throw new AppError(
    "conflict",
    `Some cards need your decision before closing. ${named.join(". ")}. Confirm each kind to close anyway.`,
    { extensions: { unconfirmed, cards: check.cards } },
  );
}
