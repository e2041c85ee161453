import * as results from "@/lib/contracts/results";
import { shownOrderOfMerit } from "@/lib/order-of-merit-lines";
import { withRoute } from "@/lib/server/api/with-route";
import { besideGuard, requireSweepRole } from "@/lib/server/auth/guards";
import { readClosedFingerprint } from "@/lib/server/db/closed-results";
import { db } from "@/lib/server/db/infra/client";
import { getOrderOfMerit } from "@/lib/server/db/order-of-merit";

// GET /api/sweeps/{sweepId}/order-of-merit — the standings with each event's position and points (?events=latest:
// the latest events' columns only); members.
export const GET = withRoute(results.getOrderOfMerit, async ({ user, params, query }) => {
  const [access, fingerprint] = await besideGuard(
    requireSweepRole(user, params.sweepId, "member"),
    readClosedFingerprint(db, params.sweepId),
  );
  return shownOrderOfMerit(await getOrderOfMerit(db, access.sweepId, fingerprint), query.events !== "latest");
});
