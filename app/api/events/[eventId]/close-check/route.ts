import { getCloseCheck } from "@/lib/contracts/events";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { readCloseCheck } from "@/lib/server/db/close-check";
import { db } from "@/lib/server/db/infra/client";

// GET /api/events/{eventId}/close-check — admins: the cards needing a decision before the event is closed.
export const GET = withRoute(getCloseCheck, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "admin");
  return readCloseCheck(db, access.eventId);
});
