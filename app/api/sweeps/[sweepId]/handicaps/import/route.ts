import { importHandicaps as importHandicapsContract } from "@/lib/contracts/handicaps";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { importHandicaps } from "@/lib/server/services/import-handicaps";

// POST /api/sweeps/{sweepId}/handicaps/import — preview, then write, members' indexes from a CSV; admins.
export const POST = withRoute(importHandicapsContract, async ({ user, params, body }) => {
  const access = await requireSweepRole(user, params.sweepId, "admin");
  return importHandicaps(db, access.sweepId, body, { playerId: user.playerId });
});
