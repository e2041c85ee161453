import { getEventCard } from "@/lib/contracts/scorecards";
import { withRoute } from "@/lib/server/api/with-route";
import { requireCardAccess } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { readScorecardDto } from "@/lib/server/db/scorecards";
import { notFound } from "@/lib/server/errors";

// GET /api/events/{eventId}/cards/{cardId} — a card of the event (404 when it belongs to another event).
export const GET = withRoute(getEventCard, async ({ user, params }) => {
  const access = await requireCardAccess(user, params.cardId, "view");
  if (access.eventId !== params.eventId.toLowerCase()) throw notFound("That scorecard of this event");
  return readScorecardDto(db, access);
});
