import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/client";
import { removeMember } from "@/lib/server/db/members";
import { sweepPlayerParamsSchema } from "@/lib/validation/members";

// DELETE /api/sweeps/{sweepId}/players/{playerId} — ends a membership; cards, results and handicap history stay.
export const DELETE = withRoute({ params: sweepPlayerParamsSchema }, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "admin");
  await removeMember(db, access, params.playerId);
  return new Response(null, { status: 204 });
});
