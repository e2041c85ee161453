import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/client";
import { declineMembership } from "@/lib/server/db/members";
import { membershipRequestBodySchema } from "@/lib/validation/members";

// POST /api/sweeps/decline — the owner or an admin declines a join request; declining twice is harmless.
export const POST = withRoute({ body: membershipRequestBodySchema }, async ({ user, body }) => {
  const access = await requireSweepRole(user, body.sweepId, "admin");
  await declineMembership(db, access.sweepId, body.playerId);
  return new Response(null, { status: 204 });
});
