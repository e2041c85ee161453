import "server-only";
import type { UpdateEventBody } from "@/lib/validation/events";
import type { AuthorizedEventId } from "../auth/authorized";
import type { RootDb } from "../db/infra/client";
import { eventHasScores, snapshotEventHandicaps } from "../db/entries";
import { readEventPlacement, updateEventFields } from "../db/events";
import { type LockedEvent, lockEventForChange } from "../db/locks";
import { AppError } from "../errors";
import { promoteReserves } from "./promote-reserves";

/**
 * Edits an event until it is closed. After the draw the groups stay: a new day is shown as "Moved from …" (the
 * day members last knew), and the course or winter handicaps change only while no score exists, since both
 * decide the cards' handicaps and points. The entrants' event handicaps follow at once
 * (docs/golf-rules.md#event-playing-handicap), in the same transaction, and so do the first reserves when the
 * maximum field grows before the draw.
 */
export async function updateEvent(db: RootDb, eventId: AuthorizedEventId, body: UpdateEventBody): Promise<void> {
  await db.$transaction(async (tx) => {
    const event = await lockEventForChange(tx, eventId);
    if (event.complete) throw new AppError("conflict", "This event is closed, so it can no longer be edited.");
    const placement = await readEventPlacement(tx, eventId);
    const courseChanges = body.courseId !== placement.courseId || body.nine !== placement.nine;
    const cardsChange =
      courseChanges ||
      body.winterHandicaps !== event.winterHandicaps ||
      body.teeName?.toLowerCase() !== placement.teeName?.toLowerCase();
    if (cardsChange && (await eventHasScores(tx, eventId))) {
      throw new AppError(
        "conflict",
        courseChanges
          ? "Scores have been entered for this event, so its course and holes can no longer change."
          : "Scores have been entered for this event, so its handicaps (winter handicaps, tees) can no longer change.",
      );
    }
    await updateEventFields(tx, event, body, movedFrom(event, placement.movedFromDate, body.date));
    if (cardsChange) await snapshotEventHandicaps(tx, event);
    // A larger field lets the first reserves in at once; a smaller one takes nobody out.
    await promoteReserves(tx, { ...event, maxField: body.maxField });
  });
}

/** Before the draw nobody has been told a day; after it, the day members last knew, unless the event moves back to it. */
function movedFrom(event: LockedEvent, knownMovedFrom: string | null, newDate: string): string | null {
  if (!event.drawn || newDate === event.date) return knownMovedFrom;
  return newDate === knownMovedFrom ? null : event.date;
}
