import { createSweep as createSweepContract } from "@/lib/contracts/sweeps";
import { withRoute } from "@/lib/server/api/with-route";
import { readSweepAs } from "@/lib/server/auth/sweep-view";
import { db } from "@/lib/server/db/infra/client";
import { createSweep } from "@/lib/server/db/sweeps";

// POST /api/sweeps/createSweep — any signed-in user starts a sweep and becomes its owner and first admin.
export const POST = withRoute(createSweepContract, async ({ user, body }) =>
  readSweepAs(user, await createSweep(db, user.playerId, body)),
);
