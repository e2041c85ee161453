import { getEventCalendar } from "@/lib/contracts/calendar";
import { calendarFileName, calendarResponse, eventsCalendar } from "@/lib/server/api/event-calendar";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { requestOriginOf } from "@/lib/server/auth/request-origin";
import { readCalendarEvent } from "@/lib/server/db/events";
import { db } from "@/lib/server/db/infra/client";

// GET /api/events/{eventId}/calendar — the event as an .ics download; members.
export const GET = withRoute(getEventCalendar, async ({ user, params, req }) => {
  const access = await requireEventRole(user, params.eventId, "member");
  const event = await readCalendarEvent(db, access);
  const body = eventsCalendar(event.sweepName, [event], requestOriginOf(req.headers));
  return calendarResponse(body, calendarFileName(event));
});
