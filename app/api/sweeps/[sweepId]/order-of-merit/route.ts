import * as results from "@/lib/contracts/results";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { getOrderOfMerit } from "@/lib/server/db/order-of-merit";

// GET /api/sweeps/{sweepId}/order-of-merit — the standings with each event's position and points; members.
export const GET = withRoute(results.getOrderOfMerit, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "member");
  return getOrderOfMerit(db, access.sweepId);
});
