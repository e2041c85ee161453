import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/client";
import { listSweepMembers } from "@/lib/server/db/members";
import { sweepParamsSchema } from "@/lib/validation/sweeps";

// GET /api/sweeps/{sweepId}/members — current members with their handicaps here; pending requests for admins.
export const GET = withRoute({ params: sweepParamsSchema }, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "member");
  return listSweepMembers(db, access);
});
