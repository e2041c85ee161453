import { recomputeSweepResults } from "@/lib/contracts/rules";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { recomputeSeason } from "@/lib/server/services/recompute-results";

// POST /api/sweeps/{sweepId}/rules/recompute — the season's OOM points under the rules in force, audited; the owner.
export const POST = withRoute(recomputeSweepResults, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "owner");
  return recomputeSeason(db, access);
});
