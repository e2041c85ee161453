import "server-only";
import ical from "ical-generator";
import type { GroupStartDto } from "@/lib/validation/entries";
import type { EventFieldsDto } from "@/lib/validation/sweeps";
import { fileSlug } from "./csv";

/** What a calendar shows of one event: the spec's Event fields for the member, with its sweep's name. */
export type CalendarEvent = Pick<
  EventFieldsDto,
  "id" | "sweepId" | "date" | "complete" | "userHasJoined" | "userReservePosition"
> & {
  sweepName: string;
  course: Pick<EventFieldsDto["course"], "name">;
  userStart: Pick<GroupStartDto, "time" | "startsAt" | "startingHole"> | null;
};

/** Where the member stands, for the event's notes in their calendar. */
function standingOf(event: CalendarEvent): string {
  if (event.complete) return event.userHasJoined ? "You played in this event." : "This event is complete.";
  if (event.userStart) return `You're off at ${event.userStart.time} from hole ${event.userStart.startingHole}.`;
  if (event.userHasJoined) return "You're in.";
  if (event.userReservePosition !== null) return `You're reserve number ${event.userReservePosition}.`;
  return "You have not entered: join on Sweeps.";
}

/**
 * The start of an event in a calendar: the member's own tee time once the draw gives their group one (an instant,
 * so every calendar shows it in its own zone at the moment the society means), else an all-day event on the day of
 * play. The day is a calendar date (the society's), written as a date with no time or zone: ical-generator writes a
 * date-only start from the UTC fields of the midnight-UTC it is given.
 */
const startOf = (event: CalendarEvent) =>
  event.userStart
    ? { start: new Date(event.userStart.startsAt), allDay: false }
    : { start: new Date(`${event.date}T00:00:00Z`), allDay: true };

/**
 * An iCalendar (RFC 5545) document of the events, made by ical-generator: each event's id is stable, so a calendar
 * that subscribes to a feed updates an event that moves rather than adding it twice.
 */
export function eventsCalendar(name: string, events: readonly CalendarEvent[], origin: string): string {
  const calendar = ical({ name, prodId: { company: "Sweeps", product: "Sweeps", language: "EN" } });
  for (const event of events) {
    calendar.createEvent({
      id: `${event.id}@sweeps`,
      ...startOf(event),
      summary: `${event.sweepName}: ${event.course.name}`,
      location: event.course.name,
      description: standingOf(event),
      url: `${origin}/sweeps/${event.sweepId}/events/${event.id}`,
    });
  }
  return calendar.toString();
}

/** An iCalendar answer; `fileName` makes it a download (one event), a feed has none. */
export function calendarResponse(body: string, fileName?: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      ...(fileName ? { "content-disposition": `attachment; filename="${fileName}"` } : {}),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

/** "royal-testbrook-2026-12-06.ics" */
export const calendarFileName = (event: CalendarEvent) => `${fileSlug(event.course.name, event.date)}.ics`;
