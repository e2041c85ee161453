import { setEventPlayerTee } from "@/lib/contracts/entries";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { setPlayerTee } from "@/lib/server/services/set-player-tee";

// PUT /api/events/{eventId}/players/{playerId}/tee — an admin gives one entrant their own tees; answers the entry.
export const PUT = withRoute(setEventPlayerTee, async ({ user, params, body }) => {
  const access = await requireEventRole(user, params.eventId, "admin");
  return setPlayerTee(db, access, params.playerId, body);
});
