import { listSweepRoster as listRosterContract } from "@/lib/contracts/members";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { canSeeInactiveMembers } from "@/lib/server/auth/member-policy";
import { db } from "@/lib/server/db/infra/client";
import { listSweepRoster } from "@/lib/server/db/roster";

// GET /api/sweeps/{sweepId}/roster — the Members views' list: names, standing and current handicaps; requests for admins.
export const GET = withRoute(listRosterContract, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "member");
  return listSweepRoster(db, access.sweepId, { includeRequests: canSeeInactiveMembers(access) });
});
