import {
  calendarFeedDtoSchema,
  calendarFeedParamsSchema,
  calendarFeedStatusDtoSchema,
} from "@/lib/validation/calendar";
import { eventParamsSchema } from "@/lib/validation/events";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/calendar";

const ICS = "text/calendar";

export const getEventCalendar = defineEndpoint({
  ...route.getEventCalendar,
  family: "extension",
  tag: "Events",
  access: "member",
  summary: "The event as an iCalendar (.ics) download: its day, with the course as the location",
  description: "An all-day event on the day of play; a calendar app adds it with one tap.",
  params: eventParamsSchema,
  response: { status: 200, contentType: ICS, description: "One VEVENT." },
});

export const getCalendarFeed = defineEndpoint({
  ...route.getCalendarFeed,
  family: "extension",
  tag: "Account",
  access: "public",
  summary: "A member's private calendar feed: every event of their sweeps, for a calendar app to subscribe to",
  description:
    "The secret in the address stands for the member (a calendar app sends no cookie): it shows the events of the " +
    "sweeps they belong to now, and stops working when they turn the feed off or make a new address.",
  params: calendarFeedParamsSchema,
  response: { status: 200, contentType: ICS, description: "One VEVENT per event, soonest first." },
});

export const getCalendarFeedStatus = defineEndpoint({
  ...route.getCalendarFeedStatus,
  family: "extension",
  tag: "Account",
  access: "session",
  summary: "Whether your private calendar feed is on",
  response: { status: 200, schema: calendarFeedStatusDtoSchema, description: "On or off, and since when." },
});

export const createCalendarFeed = defineEndpoint({
  ...route.createCalendarFeed,
  family: "extension",
  tag: "Account",
  access: "session",
  summary: "Turn your private calendar feed on, or give it a new address (the old one stops working)",
  rateLimit: "create-token",
  response: { status: 201, schema: calendarFeedDtoSchema, description: "The address, shown this once." },
});

export const revokeCalendarFeed = defineEndpoint({
  ...route.revokeCalendarFeed,
  family: "extension",
  tag: "Account",
  access: "session",
  summary: "Turn your private calendar feed off: its address stops working",
  response: { status: 204, description: "Off." },
});
