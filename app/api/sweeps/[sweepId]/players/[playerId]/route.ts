import { removeMember as removeMemberContract } from "@/lib/contracts/members";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { assertMayRemoveMember } from "@/lib/server/auth/member-policy";
import { db } from "@/lib/server/db/infra/client";
import { getMembershipForRemoval } from "@/lib/server/db/members";
import { removeMemberFromSweep } from "@/lib/server/services/remove-member";
import { notFound } from "@/lib/server/errors";

// DELETE /api/sweeps/{sweepId}/players/{playerId} — ends a membership, freeing their places in events still to be
// drawn; cards, results and handicap history stay.
export const DELETE = withRoute(removeMemberContract, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "admin");
  const target = await getMembershipForRemoval(db, access.sweepId, params.playerId);
  if (!target) throw notFound("That player's membership of this sweep");
  assertMayRemoveMember(access, target);
  if (!target.isRemoved) await removeMemberFromSweep(db, access, params.playerId);
});
