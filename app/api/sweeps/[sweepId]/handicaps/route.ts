import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/client";
import { listSweepHandicapHistory } from "@/lib/server/db/handicaps";
import { sweepParamsSchema } from "@/lib/validation/sweeps";

// GET /api/sweeps/{sweepId}/handicaps — the Members page History view: every handicap entry, newest first; members.
export const GET = withRoute({ params: sweepParamsSchema }, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "member");
  return listSweepHandicapHistory(db, access.sweepId);
});
