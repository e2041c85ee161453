import { getCalendarFeed } from "@/lib/contracts/calendar";
import { calendarResponse, eventsCalendar } from "@/lib/server/api/event-calendar";
import { withRoute } from "@/lib/server/api/with-route";
import { requireCalendarFeed } from "@/lib/server/auth/guards";
import { requestOriginOf } from "@/lib/server/auth/request-origin";
import { listEventsForPlayer } from "@/lib/server/db/events";
import { db } from "@/lib/server/db/infra/client";

// GET /api/calendar-feeds/{token} — a member's private feed of their sweeps' events; the secret is the credential.
export const GET = withRoute(getCalendarFeed, async ({ params, req }) => {
  const feed = await requireCalendarFeed(params.token);
  const events = await listEventsForPlayer(db, feed.playerId);
  return calendarResponse(eventsCalendar("Sweeps", events, requestOriginOf(req.headers)));
});
