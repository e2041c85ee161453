import { listSweepEvents as listSweepEventsContract } from "@/lib/contracts/sweeps";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { listSweepEvents } from "@/lib/server/db/sweeps";

// GET /api/sweeps/{sweepId}/events — the sweep's event cards (date, course, player count), newest first; members.
export const GET = withRoute(listSweepEventsContract, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "member");
  return listSweepEvents(db, access.sweepId, user.playerId);
});
