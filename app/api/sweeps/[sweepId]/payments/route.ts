import { recordPayment as recordPaymentContract } from "@/lib/contracts/money";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { recordPayment } from "@/lib/server/db/money";

// POST /api/sweeps/{sweepId}/payments — the treasurer records money received or paid out; admins.
export const POST = withRoute(recordPaymentContract, async ({ user, params, body }) => {
  const access = await requireSweepRole(user, params.sweepId, "admin");
  return recordPayment(db, access.sweepId, body, access.playerId);
});
