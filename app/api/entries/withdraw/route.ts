import { withdrawFromEvent } from "@/lib/contracts/entries";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { getEventDetail } from "@/lib/server/db/events";
import { db } from "@/lib/server/db/infra/client";
import { withdrawEntry } from "@/lib/server/services/withdraw-entry";

// POST /api/entries/withdraw — a member withdraws from an event (body: the event payload) until the draw; answers the event.
export const POST = withRoute(withdrawFromEvent, async ({ user, body }) => {
  const access = await requireEventRole(user, body.id, "member");
  await withdrawEntry(db, access, user.playerId, { byAdmin: false });
  return getEventDetail(db, access);
});
