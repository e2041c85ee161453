import { listSweepHandicapHistory as listHistoryContract } from "@/lib/contracts/handicaps";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { canSeeInactiveMembers } from "@/lib/server/auth/member-policy";
import { db } from "@/lib/server/db/infra/client";
import { listSweepHandicapHistory } from "@/lib/server/db/handicaps";

// GET /api/sweeps/{sweepId}/handicaps — the Members page History view: handicap entries, newest first; members.
export const GET = withRoute(listHistoryContract, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "member");
  return listSweepHandicapHistory(db, access.sweepId, { includeInactive: canSeeInactiveMembers(access) });
});
