import { approveJoinRequest } from "@/lib/contracts/members";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { approveMember } from "@/lib/server/services/handicap-changes";

// POST /api/sweeps/approve — the owner or an admin approves a join request, optionally with a starting handicap;
// approving twice is harmless.
export const POST = withRoute(approveJoinRequest, async ({ user, body }) => {
  const access = await requireSweepRole(user, body.sweepId, "admin");
  const by = { playerId: user.playerId, reason: body.handicap === undefined ? null : STARTING_REASON };
  return approveMember(db, access.sweepId, body.playerId, body.handicap, by);
});

const STARTING_REASON = "Starting handicap, given when the join request was approved.";
