import { addEventPlayer, removeEventPlayer } from "@/lib/contracts/entries";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { enterEvent } from "@/lib/server/services/enter-event";
import { withdrawEntry } from "@/lib/server/services/withdraw-entry";

// POST /api/events/{eventId}/players/{playerId} — an admin enters a member of the sweep (Add Players).
export const POST = withRoute(addEventPlayer, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "admin");
  return enterEvent(db, access, params.playerId, { byAdmin: true });
});

// DELETE /api/events/{eventId}/players/{playerId} — an admin withdraws a player, re-pairing markers after the draw.
export const DELETE = withRoute(removeEventPlayer, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "admin");
  return withdrawEntry(db, access, params.playerId, { byAdmin: true });
});
