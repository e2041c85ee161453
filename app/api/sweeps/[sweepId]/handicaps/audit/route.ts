import { listSweepHandicapAudit as listAuditContract } from "@/lib/contracts/handicaps";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { listSweepHandicapAudit } from "@/lib/server/db/handicaps";

// GET /api/sweeps/{sweepId}/handicaps/audit — every handicap entry ever written, withdrawn and corrected ones too; admins.
export const GET = withRoute(listAuditContract, async ({ user, params, query }) => {
  const access = await requireSweepRole(user, params.sweepId, "admin");
  return listSweepHandicapAudit(db, access.sweepId, { playerId: query.playerId });
});
