import { reopenEvent as reopenEventContract } from "@/lib/contracts/events";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { getEventDetail } from "@/lib/server/db/events";
import { reopenEvent } from "@/lib/server/services/reopen-event";

// POST /api/events/reopen/{eventId} — the owner reopens the sweep's most recently closed event to correct a card.
export const POST = withRoute(reopenEventContract, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "owner");
  await reopenEvent(db, access.eventId, user.playerId);
  return getEventDetail(db, { ...access, isComplete: false });
});
