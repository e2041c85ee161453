import * as results from "@/lib/contracts/results";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { getSweepLeaderboard } from "@/lib/server/db/leaderboards";

// GET /api/sweeps/{sweepId}/leaderboard — each member's best five cards of closed events, ranked; members.
export const GET = withRoute(results.getSweepLeaderboard, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "member");
  return getSweepLeaderboard(db, access.sweepId);
});
