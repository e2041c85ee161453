import { listSweepMembers as listMembersContract } from "@/lib/contracts/members";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { canSeeInactiveMembers } from "@/lib/server/auth/member-policy";
import { db } from "@/lib/server/db/infra/client";
import { listSweepMembers } from "@/lib/server/db/members";

// GET /api/sweeps/{sweepId}/members — current members with their handicaps here; pending requests for admins.
export const GET = withRoute(listMembersContract, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "member");
  return listSweepMembers(db, access.sweepId, { includeRequests: canSeeInactiveMembers(access) });
});
