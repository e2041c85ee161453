import Link from "next/link";
import { eventDay, formatWeekdayDay } from "@/lib/dates";
import type { EventSummaryDto } from "@/lib/validation/events";
import { Alert } from "../ui/alert";
import { eventPageHref } from "./event-links";

const dayAt = (event: EventSummaryDto) => `${event.course.name} on ${formatWeekdayDay(eventDay(event.date))}`;

/**
 * The dashboard's word on the reserve list: a member who moved up into a field (until its draw, when their group
 * says it) and a member still waiting, with their place, so nobody finds out on the day.
 */
export function ReserveNotices({ events }: { events: EventSummaryDto[] }) {
  const upcoming = events.filter((event) => event.inFuture && !event.complete);
  const promoted = upcoming.filter((event) => event.userPromotedFromReserve && !event.drawn);
  const waiting = upcoming.filter((event) => event.userReservePosition !== null);
  if (promoted.length === 0 && waiting.length === 0) return null;
  return (
    <div className="space-y-2">
      {promoted.map((event) => (
        <Alert key={event.id} tone="success">
          A place came free: you&apos;re in the field for{" "}
          <Link href={eventPageHref(event)} className="font-semibold underline">
            {dayAt(event)}
          </Link>
          .
        </Alert>
      ))}
      {waiting.map((event) => (
        <Alert key={event.id} tone="info">
          You&apos;re reserve number {event.userReservePosition} for{" "}
          <Link href={eventPageHref(event)} className="font-semibold underline">
            {dayAt(event)}
          </Link>
          .
        </Alert>
      ))}
    </div>
  );
}
