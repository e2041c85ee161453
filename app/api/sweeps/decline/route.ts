import { declineJoinRequest } from "@/lib/contracts/members";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { declineMember } from "@/lib/server/services/join-requests";

// POST /api/sweeps/decline — the owner or an admin declines a join request; declining twice is harmless.
export const POST = withRoute(declineJoinRequest, async ({ user, body }) => {
  const access = await requireSweepRole(user, body.sweepId, "admin");
  await declineMember(db, access.sweepId, body.playerId);
});
