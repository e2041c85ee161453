import { addEventPlayer as addEventPlayerContract, removeEventPlayer } from "@/lib/contracts/entries";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { addEventPlayer } from "@/lib/server/services/enter-event";
import { withdrawEntry } from "@/lib/server/services/withdraw-entry";

// POST /api/events/{eventId}/players/{playerId} — an admin enters a member of the sweep (Add Players); answers the player.
export const POST = withRoute(addEventPlayerContract, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "admin");
  return addEventPlayer(db, access, params.playerId);
});

// DELETE /api/events/{eventId}/players/{playerId} — an admin withdraws a player, re-pairing markers after the draw.
export const DELETE = withRoute(removeEventPlayer, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "admin");
  return withdrawEntry(db, access, params.playerId, { byAdmin: true });
});
