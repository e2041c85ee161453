import { revokeSweepInvite as revokeContract } from "@/lib/contracts/members";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { revokeSweepInvite } from "@/lib/server/db/sweep-invites";
import { notFound } from "@/lib/server/errors";

// DELETE /api/sweeps/{sweepId}/invites/{inviteId} — an admin withdraws an invite link.
export const DELETE = withRoute(revokeContract, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "admin");
  if (!(await revokeSweepInvite(db, access.sweepId, params.inviteId))) throw notFound("That invite link");
});
