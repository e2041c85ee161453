import { addMember as addMemberContract, listSweepMembers as listMembersContract } from "@/lib/contracts/members";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { canSeeInactiveMembers } from "@/lib/server/auth/member-policy";
import { db } from "@/lib/server/db/infra/client";
import { listSweepMembers } from "@/lib/server/db/members";
import { addMember } from "@/lib/server/services/add-member";

// GET /api/sweeps/{sweepId}/members — current members with their handicaps here; pending requests for admins.
export const GET = withRoute(listMembersContract, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "member");
  return listSweepMembers(db, access.sweepId, { includeRequests: canSeeInactiveMembers(access) });
});

// POST /api/sweeps/{sweepId}/members — an admin adds a member who has no account, by name and handicap.
export const POST = withRoute(addMemberContract, async ({ user, params, body }) => {
  const access = await requireSweepRole(user, params.sweepId, "admin");
  return addMember(db, access.sweepId, body, { playerId: user.playerId, reason: "Starting handicap" });
});
