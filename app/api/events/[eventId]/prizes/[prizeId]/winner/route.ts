import { putPrizeWinner } from "@/lib/contracts/money";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { setPrizeWinner } from "@/lib/server/services/prizes";

// PUT /api/events/{eventId}/prizes/{prizeId}/winner — who won a prize, paid at once once the event is closed; admins.
export const PUT = withRoute(putPrizeWinner, async ({ user, params, body }) => {
  const access = await requireEventRole(user, params.eventId, "admin");
  return setPrizeWinner(db, access, params.prizeId, body.playerId);
});
