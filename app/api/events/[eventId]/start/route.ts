import { setEventStart as setEventStartContract } from "@/lib/contracts/events";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { setEventStart } from "@/lib/server/db/event-start";
import { getEventDetail } from "@/lib/server/db/events";
import { db } from "@/lib/server/db/infra/client";

// PUT /api/events/{eventId}/start — an admin sets tee times or a shotgun, the draw method and the group size.
export const PUT = withRoute(setEventStartContract, async ({ user, params, body }) => {
  const access = await requireEventRole(user, params.eventId, "admin");
  await setEventStart(db, access.eventId, body);
  return getEventDetail(db, access);
});
