import { linkGuestHistory } from "@/lib/contracts/guests";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { linkGuest } from "@/lib/server/services/link-guest";

// POST /api/sweeps/{sweepId}/players/{playerId}/guest-history — an admin links a guest's past entries to a member.
export const POST = withRoute(linkGuestHistory, async ({ user, params, body }) => {
  const access = await requireSweepRole(user, params.sweepId, "admin");
  return linkGuest(db, access.sweepId, params.playerId, body.guestPlayerId, {
    playerId: user.playerId,
    reason: "Linked the guest's history",
  });
});
