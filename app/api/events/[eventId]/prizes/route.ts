import { putEventPrizes } from "@/lib/contracts/money";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { setEventPrizes } from "@/lib/server/services/prizes";

// PUT /api/events/{eventId}/prizes — the event's nearest-the-pin and longest-drive prizes; admins.
export const PUT = withRoute(putEventPrizes, async ({ user, params, body }) => {
  const access = await requireEventRole(user, params.eventId, "admin");
  return setEventPrizes(db, access, body.prizes);
});
