import { createSweepInvite as createContract, listSweepInvites as listContract } from "@/lib/contracts/members";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { assertMayMakeInvite } from "@/lib/server/auth/member-policy";
import { db } from "@/lib/server/db/infra/client";
import { createSweepInvite, listSweepInvites } from "@/lib/server/db/sweep-invites";

// GET /api/sweeps/{sweepId}/invites — the invite links that still work; admins.
export const GET = withRoute(listContract, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "admin");
  return listSweepInvites(db, access.sweepId);
});

// POST /api/sweeps/{sweepId}/invites — an admin makes an invite link for the group chat.
export const POST = withRoute(createContract, async ({ user, params, body }) => {
  const access = await requireSweepRole(user, params.sweepId, "admin");
  assertMayMakeInvite(access, body);
  return createSweepInvite(db, access.sweepId, user.playerId, body);
});
