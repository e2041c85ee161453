import { putEntryStakes } from "@/lib/contracts/money";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { assertMayChangeStakes } from "@/lib/server/auth/member-policy";
import { db } from "@/lib/server/db/infra/client";
import { setEntryStakes } from "@/lib/server/services/stakes";

// PUT /api/events/{eventId}/players/{playerId}/stakes — join or leave the opt-in sweep and the twos; members (own), admins.
export const PUT = withRoute(putEntryStakes, async ({ user, params, body }) => {
  const access = await requireEventRole(user, params.eventId, "member");
  const { byAdmin } = assertMayChangeStakes(access, params.playerId);
  return setEntryStakes(db, access, params.playerId, body, { byAdmin });
});
