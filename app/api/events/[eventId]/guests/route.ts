import { addEventGuest } from "@/lib/contracts/guests";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { addGuest } from "@/lib/server/services/add-guest";

// POST /api/events/{eventId}/guests — an admin adds a guest (no account, not a member) to the event.
export const POST = withRoute(addEventGuest, async ({ user, params, body }) => {
  const access = await requireEventRole(user, params.eventId, "admin");
  return addGuest(db, access, body, { playerId: user.playerId, reason: "Guest's handicap" });
});
