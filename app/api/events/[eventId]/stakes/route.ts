import { putEventStakes } from "@/lib/contracts/money";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { setEventStakes } from "@/lib/server/services/stakes";

// PUT /api/events/{eventId}/stakes — the event's fee, sweep and twos stakes and the fund's cut; admins.
export const PUT = withRoute(putEventStakes, async ({ user, params, body }) => {
  const access = await requireEventRole(user, params.eventId, "admin");
  return setEventStakes(db, access, body);
});
