import { closeEvent as closeEventContract } from "@/lib/contracts/events";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { getEventDetail } from "@/lib/server/db/events";
import { db } from "@/lib/server/db/infra/client";
import { closeEvent } from "@/lib/server/services/close-event";

// POST /api/events/close/{eventId} — an admin closes a drawn event, confirming the cards that need a decision: results,
// OOM points and handicaps, once; answers the closed event.
export const POST = withRoute(closeEventContract, async ({ user, params, body }) => {
  const access = await requireEventRole(user, params.eventId, "admin");
  const closing = await closeEvent(db, access.eventId, new Date(), user.playerId, body.confirm ?? "every");
  return { ...(await getEventDetail(db, access)), closing };
});
