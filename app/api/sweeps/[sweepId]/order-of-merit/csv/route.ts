import * as results from "@/lib/contracts/results";
import { csvFileName, csvResponse } from "@/lib/server/api/csv";
import { orderOfMeritCsv } from "@/lib/server/api/results-csv";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { getOrderOfMerit } from "@/lib/server/db/order-of-merit";
import { getSweep } from "@/lib/server/db/sweeps";

// GET /api/sweeps/{sweepId}/order-of-merit/csv — the order of merit as a CSV download; members.
export const GET = withRoute(results.getOrderOfMeritCsv, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "member");
  const [sweep, oom] = await Promise.all([
    getSweep(db, access.sweepId, user.playerId),
    getOrderOfMerit(db, access.sweepId),
  ]);
  return csvResponse(csvFileName(sweep?.name ?? "sweep", "order-of-merit"), orderOfMeritCsv(oom));
});
