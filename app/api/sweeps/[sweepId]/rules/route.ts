import * as rules from "@/lib/contracts/rules";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { getSweepRulesPage } from "@/lib/server/db/rules";
import { updateSweepRules } from "@/lib/server/services/update-rules";

// GET /api/sweeps/{sweepId}/rules — the rules and their audit; admins.
export const GET = withRoute(rules.getSweepRules, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "admin");
  return getSweepRulesPage(db, access);
});

// PUT /api/sweeps/{sweepId}/rules — change the rules, audited; the owner.
export const PUT = withRoute(rules.updateSweepRules, async ({ user, params, body }) => {
  const access = await requireSweepRole(user, params.sweepId, "owner");
  return updateSweepRules(db, access, body);
});
