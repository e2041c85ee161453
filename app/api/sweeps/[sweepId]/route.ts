import { getSweep as getSweepContract } from "@/lib/contracts/sweeps";
import { withRoute } from "@/lib/server/api/with-route";
import { db } from "@/lib/server/db/infra/client";
import { getSweep } from "@/lib/server/db/sweeps";
import { notFound } from "@/lib/server/errors";

// GET /api/sweeps/{sweepId} — the sweep header (name, counts, owner, caller's standing); any signed-in user.
export const GET = withRoute(getSweepContract, async ({ user, params }) => {
  const sweep = await getSweep(db, params.sweepId, user.playerId);
  if (!sweep) throw notFound("The sweep");
  return sweep;
});
