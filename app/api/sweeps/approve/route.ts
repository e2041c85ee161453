import { approveJoinRequest } from "@/lib/contracts/members";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { approveMembership } from "@/lib/server/db/members";

// POST /api/sweeps/approve — the owner or an admin approves a join request; approving twice is harmless.
export const POST = withRoute(approveJoinRequest, async ({ user, body }) => {
  const access = await requireSweepRole(user, body.sweepId, "admin");
  return approveMembership(db, access.sweepId, body.playerId);
});
