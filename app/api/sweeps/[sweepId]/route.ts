import { getSweep } from "@/lib/contracts/sweeps";
import { withRoute } from "@/lib/server/api/with-route";
import { readSweepAs } from "@/lib/server/auth/sweep-view";

// GET /api/sweeps/{sweepId} — the spec's Sweep: the header for any signed-in user; events, members, OOM and
// courses for approved members; join requests for the owner and admins.
export const GET = withRoute(getSweep, async ({ user, params }) => readSweepAs(user, params.sweepId));
