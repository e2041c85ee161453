import { joinSweep } from "@/lib/contracts/members";
import { withRoute } from "@/lib/server/api/with-route";
import { readSweepAs } from "@/lib/server/auth/sweep-view";
import { db } from "@/lib/server/db/infra/client";
import { sweepExists } from "@/lib/server/db/sweeps";
import { notFound } from "@/lib/server/errors";
import { requestToJoin } from "@/lib/server/services/join-requests";

// POST /api/sweeps/join/{sweepId} — Join Sweep: a pending request (repeating it is harmless); returns the sweep.
export const POST = withRoute(joinSweep, async ({ user, params }) => {
  if (!(await sweepExists(db, params.sweepId))) throw notFound("The sweep");
  await requestToJoin(db, params.sweepId, user.playerId);
  return readSweepAs(user, params.sweepId);
});
