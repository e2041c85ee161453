import { enterPlayer } from "@/lib/contracts/entries";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { addEventPlayer } from "@/lib/server/services/enter-event";

// POST /api/entries/player/enter — an admin enters a member of the sweep (also /api/entries/player/enter/); answers the player.
export const POST = withRoute(enterPlayer, async ({ user, body }) => {
  const access = await requireEventRole(user, body.eventId, "admin");
  return addEventPlayer(db, access, body.playerId);
});
