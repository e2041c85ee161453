import { setMemberTreasurer as setMemberTreasurerContract } from "@/lib/contracts/members";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { setMemberTreasurer } from "@/lib/server/db/members";

// PUT /api/sweeps/{sweepId}/members/{memberId}/treasurer — the owner appoints a member the treasurer, or takes it back.
export const PUT = withRoute(setMemberTreasurerContract, async ({ user, params, body }) => {
  const access = await requireSweepRole(user, params.sweepId, "owner");
  return setMemberTreasurer(db, access.sweepId, params.memberId, body.isTreasurer);
});
