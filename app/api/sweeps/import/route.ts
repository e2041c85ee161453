import { importSweep as importSweepContract } from "@/lib/contracts/sweep-transfer";
import { withRoute } from "@/lib/server/api/with-route";
import { takeWriteAllowance } from "@/lib/server/auth/write-limits";
import { db } from "@/lib/server/db/infra/client";
import { importSweep } from "@/lib/server/services/import-sweep";

// POST /api/sweeps/import — preview, then write, another server's export as a new sweep of the caller's.
export const POST = withRoute(importSweepContract, async ({ user, body }) => {
  const takeAllowance = () => takeWriteAllowance(user.id, "create-sweep");
  return importSweep(db, body, { playerId: user.playerId, takeAllowance });
});
