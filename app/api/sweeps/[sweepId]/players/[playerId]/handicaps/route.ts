import { addHandicap } from "@/lib/contracts/handicaps";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { recordHandicap } from "@/lib/server/services/handicap-changes";

// POST /api/sweeps/{sweepId}/players/{playerId}/handicaps — an admin records a current member's new handicap here.
export const POST = withRoute(addHandicap, async ({ user, params, body }) => {
  const access = await requireSweepRole(user, params.sweepId, "admin");
  const by = { playerId: user.playerId, reason: body.reason ?? null };
  return recordHandicap(db, access.sweepId, params.playerId, { exact: body.handicap, eventId: body.eventId }, by);
});
