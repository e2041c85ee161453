import { getUserAuthDetails } from "@/lib/contracts/players";
import { withRoute } from "@/lib/server/api/with-route";
import { db } from "@/lib/server/db/infra/client";
import { listAdministeredSweepIds } from "@/lib/server/db/sweeps";

// GET /api/account/getUserAuthDetails — {id, playerId, sweepIds}: sweepIds are the sweeps the user owns or administers.
export const GET = withRoute(getUserAuthDetails, async ({ user }) => ({
  id: user.id,
  playerId: user.playerId,
  sweepIds: await listAdministeredSweepIds(db, user.playerId),
}));
