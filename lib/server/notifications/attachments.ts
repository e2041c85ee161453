import "server-only";
import type { NotificationKind } from "@/lib/validation/notifications";
import { calendarFileName, eventsCalendar } from "../api/event-calendar";
import { PAYLOAD_SCHEMAS } from "./payloads";

export type EmailAttachment = { filename: string; content: string; contentType: string };

/**
 * The files an email of this kind carries. The draw's is the member's round as a calendar entry: the same entry as
 * the event's calendar download (lib/server/api/event-calendar.ts), so adding both to a calendar makes one event.
 */
export function attachmentsOf(kind: NotificationKind, payload: unknown, appUrl: string): EmailAttachment[] {
  if (kind !== "draw-published") return [];
  const draw = PAYLOAD_SCHEMAS[kind].parse(payload);
  const event = {
    id: draw.eventId,
    sweepId: draw.sweepId,
    sweepName: draw.sweepName,
    date: draw.eventDate,
    course: { name: draw.courseName },
    complete: false,
    userHasJoined: true,
    userReservePosition: null,
    userStart: draw.start,
  };
  return [
    {
      filename: calendarFileName(event),
      content: eventsCalendar(draw.sweepName, [event], new URL(appUrl).origin),
      contentType: "text/calendar; charset=utf-8",
    },
  ];
}
