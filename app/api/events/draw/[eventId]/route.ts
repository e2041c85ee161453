import { drawEvent } from "@/lib/contracts/events";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { createDraw } from "@/lib/server/services/create-draw";

// POST /api/events/draw/{eventId} — an admin makes the draw once, or redraws while no score exists.
export const POST = withRoute(drawEvent, async ({ user, params, body }) => {
  const access = await requireEventRole(user, params.eventId, "admin");
  return createDraw(db, access.eventId, { redraw: body.redraw });
});
