import { createEvent as createEventContract, listEvents } from "@/lib/contracts/events";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { createEvent, getEventDetail, listEventsForPlayer } from "@/lib/server/db/events";

// GET /api/events — the caller's events across their sweeps, upcoming first, each with the action that applies.
export const GET = withRoute(listEvents, async ({ user }) => listEventsForPlayer(db, user.playerId));

// POST /api/events — an admin of the sweep creates an event on one of the sweep's courses (also /api/events/).
export const POST = withRoute(createEventContract, async ({ user, body }) => {
  const access = await requireSweepRole(user, body.sweepId, "admin");
  const eventId = await createEvent(db, access.sweepId, body);
  return getEventDetail(db, { ...access, eventId, isComplete: false });
});
