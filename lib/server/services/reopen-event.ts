import "server-only";
import { eventDay, formatDay } from "@/lib/dates";
import type { AuthorizedEventId } from "../auth/authorized";
import type { RootDb } from "../db/infra/client";
import { unsettleEventMoney } from "../db/event-money";
import { latestClosedEventId } from "../db/events";
import { withdrawEventEntries } from "../db/handicaps";
import { lockEventForChange, lockSweepHandicaps } from "../db/locks";
import { refreshPlayingHandicaps } from "../db/playing-handicaps";
import { AppError } from "../errors";
import { notifyEventChanged } from "../live/notify";

/**
 * Reopens the sweep's most recently closed event to correct a card (docs/golf-rules.md#closing-and-reopening-an-event): its
 * order-of-merit rows are removed and the handicap entries its close made are withdrawn (kept for the audit), to be
 * recomputed on the next close; the players' cards with no score follow their handicaps back, and the payouts are
 * reversed (docs/money-rules.md#closing-an-event). An older event is
 * refused: later handicaps were computed from its outcome and would go stale.
 */
export async function reopenEvent(
  db: RootDb,
  eventId: AuthorizedEventId,
  reopenedBy: string | null = null,
): Promise<void> {
  await db.$transaction(async (tx) => {
    const event = await lockEventForChange(tx, eventId);
    if (!event.complete) throw new AppError("conflict", "This event is not closed, so there is nothing to reopen.");
    const latestId = await latestClosedEventId(tx, event.sweepId);
    if (latestId !== event.id) {
      const latest = latestId
        ? await tx.event.findUnique({
            where: { id: latestId },
            select: { date: true, course: { select: { name: true } } },
          })
        : null;
      const which = latest ? ` (${latest.course.name}, ${formatDay(eventDay(latest.date))})` : "";
      throw new AppError(
        "conflict",
        `Only the sweep's most recently closed event${which} can be reopened: later handicaps were worked out from this ` +
          "event's results, and reopening it would leave them stale.",
      );
    }
    await tx.oomResult.deleteMany({ where: { eventId } });
    await lockSweepHandicaps(tx, event.sweepId);
    const by = { playerId: reopenedBy, reason: "The event was reopened." };
    const players = await withdrawEventEntries(tx, eventId, by);
    await refreshPlayingHandicaps(tx, event.sweepId, players, by);
    await unsettleEventMoney(tx, { eventId, sweepId: event.sweepId }, { byPlayerId: reopenedBy });
    await tx.event.update({ where: { id: eventId }, data: { complete: false, closedAt: null } });
    await notifyEventChanged(tx, { eventId, change: "reopened" });
  });
}
