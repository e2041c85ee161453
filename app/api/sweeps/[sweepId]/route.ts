import { notFound } from "@/lib/server/errors";
import { withRoute } from "@/lib/server/api/with-route";
import { db } from "@/lib/server/db/client";
import { getSweep } from "@/lib/server/db/sweeps";
import { sweepParamsSchema } from "@/lib/validation/sweeps";

// GET /api/sweeps/{sweepId} — the sweep header (name, counts, owner, caller's standing); any signed-in user.
export const GET = withRoute({ params: sweepParamsSchema }, async ({ user, params }) => {
  const sweep = await getSweep(db, params.sweepId, user.playerId);
  if (!sweep) throw notFound("The sweep");
  return sweep;
});
