import { enterEvent as enterEventContract } from "@/lib/contracts/entries";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { getEventDetail } from "@/lib/server/db/events";
import { db } from "@/lib/server/db/infra/client";
import { enterEvent } from "@/lib/server/services/enter-event";

// POST /api/entries/enter — a member joins an event (body: the event payload) until the draw; answers the event.
export const POST = withRoute(enterEventContract, async ({ user, body }) => {
  const access = await requireEventRole(user, body.id, "member");
  await enterEvent(db, access, user.playerId, { byAdmin: false });
  return getEventDetail(db, access);
});
