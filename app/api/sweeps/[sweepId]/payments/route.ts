import { recordPayment as recordPaymentContract } from "@/lib/contracts/money";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { recordPayment } from "@/lib/server/db/money";

// POST /api/sweeps/{sweepId}/payments — money received or paid out; the treasurer, admins and the owner.
export const POST = withRoute(recordPaymentContract, async ({ user, params, body }) => {
  const access = await requireSweepRole(user, params.sweepId, "treasurer");
  return recordPayment(db, access.sweepId, body, access.playerId);
});
