import { setSweepTimeZone as setSweepTimeZoneContract } from "@/lib/contracts/sweeps";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { setSweepTimeZone } from "@/lib/server/db/event-start";
import { db } from "@/lib/server/db/infra/client";

// PUT /api/sweeps/{sweepId}/time-zone — the owner sets the sweep's time zone.
export const PUT = withRoute(setSweepTimeZoneContract, async ({ user, params, body }) => {
  const { sweepId } = await requireSweepRole(user, params.sweepId, "owner");
  return setSweepTimeZone(db, sweepId, body.timeZone);
});
