import { getEventMoney } from "@/lib/contracts/money";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { readEventMoney } from "@/lib/server/db/money";

// GET /api/events/{eventId}/money — the event's stakes, pots and payouts; members.
export const GET = withRoute(getEventMoney, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "member");
  return readEventMoney(db, access);
});
