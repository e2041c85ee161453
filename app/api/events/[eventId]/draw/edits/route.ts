import { editDraw as editDrawContract } from "@/lib/contracts/events";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { editDraw } from "@/lib/server/services/edit-draw";

// POST /api/events/{eventId}/draw/edits — an admin moves or swaps players, or reorders the groups.
export const POST = withRoute(editDrawContract, async ({ user, params, body }) => {
  const access = await requireEventRole(user, params.eventId, "admin");
  return editDraw(db, access.eventId, access.playerId, body);
});
