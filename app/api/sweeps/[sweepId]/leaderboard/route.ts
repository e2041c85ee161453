import * as results from "@/lib/contracts/results";
import { withRoute } from "@/lib/server/api/with-route";
import { besideGuard, requireSweepRole } from "@/lib/server/auth/guards";
import { readClosedFingerprint } from "@/lib/server/db/closed-results";
import { db } from "@/lib/server/db/infra/client";
import { getSweepLeaderboard } from "@/lib/server/db/leaderboards";

// GET /api/sweeps/{sweepId}/leaderboard — each member's best five cards of closed events, ranked; members.
export const GET = withRoute(results.getSweepLeaderboard, async ({ user, params }) => {
  const [access, fingerprint] = await besideGuard(
    requireSweepRole(user, params.sweepId, "member"),
    readClosedFingerprint(db, params.sweepId),
  );
  return getSweepLeaderboard(db, access.sweepId, fingerprint);
});
