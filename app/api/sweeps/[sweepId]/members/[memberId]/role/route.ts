import { setMemberRole as setMemberRoleContract } from "@/lib/contracts/members";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { setMemberRole } from "@/lib/server/db/members";

// PUT /api/sweeps/{sweepId}/members/{memberId}/role — the owner makes a member an admin, or takes it back.
export const PUT = withRoute(setMemberRoleContract, async ({ user, params, body }) => {
  const access = await requireSweepRole(user, params.sweepId, "owner");
  return setMemberRole(db, access.sweepId, params.memberId, body.isAdmin);
});
