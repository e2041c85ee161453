import "server-only";
import type { UpdateEventBody } from "@/lib/validation/events";
import type { AuthorizedEventId } from "../auth/authorized";
import type { RootDb } from "../db/infra/client";
import { snapshotEventHandicaps } from "../db/entries";
import { updateEventFields } from "../db/events";
import { lockEventForChange } from "../db/locks";
import { AppError } from "../errors";

/**
 * Edits an event until it is drawn; the entrants' event handicaps follow a change of winter handicaps at once
 * (docs/golf-rules.md#event-playing-handicap), in the same transaction.
 */
export async function updateEvent(db: RootDb, eventId: AuthorizedEventId, body: UpdateEventBody): Promise<void> {
  await db.$transaction(async (tx) => {
    const event = await lockEventForChange(tx, eventId);
    if (event.complete) throw new AppError("conflict", "This event is closed, so it can no longer be edited.");
    if (event.drawn) throw new AppError("conflict", "The draw has been made, so the event can no longer be edited.");
    await updateEventFields(tx, event, body);
    if (body.winterHandicaps !== event.winterHandicaps) {
      await snapshotEventHandicaps(tx, { ...event, winterHandicaps: body.winterHandicaps });
    }
  });
}
