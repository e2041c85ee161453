import * as results from "@/lib/contracts/results";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { getPlayerOomProgress } from "@/lib/server/db/order-of-merit";
import { notFound } from "@/lib/server/errors";

// GET /api/sweeps/{sweepId}/players/{playerId}/order-of-merit — a player's OOM position after each event; members.
export const GET = withRoute(results.getPlayerOomProgress, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "member");
  const progress = await getPlayerOomProgress(db, access.sweepId, params.playerId);
  if (!progress) throw notFound("The player");
  return progress;
});
