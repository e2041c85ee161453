import { enterPlayer } from "@/lib/contracts/entries";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { enterEvent } from "@/lib/server/services/enter-event";

// POST /api/entries/player/enter — an admin enters a member of the sweep (also /api/entries/player/enter/).
export const POST = withRoute(enterPlayer, async ({ user, body }) => {
  const access = await requireEventRole(user, body.eventId, "admin");
  return enterEvent(db, access, body.playerId, { byAdmin: true });
});
