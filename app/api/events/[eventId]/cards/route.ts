import { listEventCards } from "@/lib/contracts/events";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { listEventCardDtos } from "@/lib/server/db/event-cards";
import { notFound } from "@/lib/server/errors";

// GET /api/events/{eventId}/cards — the event's cards with totals scored by lib/golf, best first.
export const GET = withRoute(listEventCards, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "member");
  const cards = await listEventCardDtos(db, access.eventId);
  if (!cards) throw notFound("The event");
  return cards;
});
