import { eraseMember as eraseMemberContract } from "@/lib/contracts/members";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { getMembershipForRemoval } from "@/lib/server/db/members";
import { db } from "@/lib/server/db/infra/client";
import { notFound } from "@/lib/server/errors";
import { eraseMember } from "@/lib/server/services/erase-account";

// POST /api/sweeps/{sweepId}/players/{playerId}/erasure — the owner erases a member's personal data at their request.
export const POST = withRoute(eraseMemberContract, async ({ user, params, body }) => {
  const access = await requireSweepRole(user, params.sweepId, "owner");
  if (!(await getMembershipForRemoval(db, access.sweepId, params.playerId)))
    throw notFound("That player's membership of this sweep");
  await eraseMember(db, access, params.playerId, body);
});
