import { deleteEntry } from "@/lib/contracts/entries";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { withdrawEntry } from "@/lib/server/services/withdraw-entry";

// POST /api/entries/delete — an admin withdraws a player (also /api/entries/delete/), re-pairing markers after the draw.
export const POST = withRoute(deleteEntry, async ({ user, body }) => {
  const access = await requireEventRole(user, body.eventId, "admin");
  return withdrawEntry(db, access, body.playerId, { byAdmin: true });
});
