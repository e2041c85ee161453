import { notFound } from "@/lib/server/errors";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/client";
import { getMemberHandicaps } from "@/lib/server/db/members";
import { memberParamsSchema } from "@/lib/validation/members";

// GET /api/sweeps/{sweepId}/members/{memberId} — one member's handicap history for the side panel; members.
export const GET = withRoute({ params: memberParamsSchema }, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "member");
  const member = await getMemberHandicaps(db, access.sweepId, params.memberId);
  if (!member) throw notFound("That member");
  return member;
});
