import { defineRoute } from "../endpoint";

export const getEventCalendar = defineRoute({
  operationId: "getEventCalendar",
  method: "GET",
  path: "/api/events/{eventId}/calendar",
});

export const getCalendarFeed = defineRoute({
  operationId: "getCalendarFeed",
  method: "GET",
  path: "/api/calendar-feeds/{token}",
});

export const getCalendarFeedStatus = defineRoute({
  operationId: "getCalendarFeedStatus",
  method: "GET",
  path: "/api/account/calendar-feed",
});

export const createCalendarFeed = defineRoute({
  operationId: "createCalendarFeed",
  method: "POST",
  path: "/api/account/calendar-feed",
});

export const revokeCalendarFeed = defineRoute({
  operationId: "revokeCalendarFeed",
  method: "DELETE",
  path: "/api/account/calendar-feed",
});
