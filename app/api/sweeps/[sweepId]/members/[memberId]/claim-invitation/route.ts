import { createClaimInvitation } from "@/lib/contracts/members";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { createPlayerClaim } from "@/lib/server/db/player-claims";

// POST /api/sweeps/{sweepId}/members/{memberId}/claim-invitation — an admin invites a member without an account to claim his record.
export const POST = withRoute(createClaimInvitation, async ({ user, params, body }) => {
  const access = await requireSweepRole(user, params.sweepId, "admin");
  return createPlayerClaim(db, access.sweepId, params.memberId, body.email);
});
