import { putMoneyRules } from "@/lib/contracts/money";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { writeMoneyRules } from "@/lib/server/db/money";

// PUT /api/sweeps/{sweepId}/money-rules — currency, payout table, remainders, twos rollover; admins.
export const PUT = withRoute(putMoneyRules, async ({ user, params, body }) => {
  const access = await requireSweepRole(user, params.sweepId, "admin");
  return writeMoneyRules(db, access.sweepId, body);
});
