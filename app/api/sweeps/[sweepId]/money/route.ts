import { getSweepMoney } from "@/lib/contracts/money";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { readSweepMoney } from "@/lib/server/db/money";

// GET /api/sweeps/{sweepId}/money — every balance and the reconciliation; the treasurer, admins and the owner.
export const GET = withRoute(getSweepMoney, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "treasurer");
  return readSweepMoney(db, access.sweepId);
});
