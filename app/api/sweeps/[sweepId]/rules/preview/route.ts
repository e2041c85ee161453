import { previewSweepRules as previewContract } from "@/lib/contracts/rules";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { previewSweepRules } from "@/lib/server/db/rules-preview";

// POST /api/sweeps/{sweepId}/rules/preview — what proposed rules would make of the season; the owner; stores nothing.
export const POST = withRoute(previewContract, async ({ user, params, body }) => {
  const access = await requireSweepRole(user, params.sweepId, "owner");
  return previewSweepRules(db, access.sweepId, body);
});
