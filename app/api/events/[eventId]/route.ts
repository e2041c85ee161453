import {
  deleteEvent as deleteEventContract,
  getEvent,
  updateEvent as updateEventContract,
} from "@/lib/contracts/events";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { deleteEvent, getEventDetail } from "@/lib/server/db/events";
import { updateEvent } from "@/lib/server/services/update-event";

// GET /api/events/{eventId} — the event page for members of its sweep (also GET /api/event/{eventId}).
export const GET = withRoute(getEvent, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "member");
  return getEventDetail(db, access);
});

// PUT /api/events/{eventId} — an admin changes the course, date and flags until the draw.
export const PUT = withRoute(updateEventContract, async ({ user, params, body }) => {
  const access = await requireEventRole(user, params.eventId, "admin");
  await updateEvent(db, access.eventId, body);
  return getEventDetail(db, access);
});

// DELETE /api/events/{eventId} — an admin deletes an event while no score has been entered.
export const DELETE = withRoute(deleteEventContract, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "admin");
  await deleteEvent(db, access.eventId);
});
