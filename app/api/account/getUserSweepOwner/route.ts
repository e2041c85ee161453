import { getUserSweepOwner } from "@/lib/contracts/account";
import { withRoute } from "@/lib/server/api/with-route";
import { listOwnedSweeps } from "@/lib/server/db/account";
import { db } from "@/lib/server/db/infra/client";

// GET /api/account/getUserSweepOwner — the sweeps the signed-in user owns, and {isSweepOwner}: whether there are any.
export const GET = withRoute(getUserSweepOwner, async ({ user }) => {
  const sweeps = await listOwnedSweeps(db, user.playerId);
  return { isSweepOwner: sweeps.length > 0, sweeps };
});
