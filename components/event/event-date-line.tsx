import type { ReactNode } from "react";
import { eventDay, formatDay, formatDayLong } from "@/lib/dates";
import type { EventDto } from "@/lib/validation/events";

/** The day of play, short on a phone and in full on a wider screen, and the course's par; `children` follow them. */
export function EventDateLine({
  event,
  children,
}: {
  event: Pick<EventDto, "date" | "coursePar">;
  children?: ReactNode;
}) {
  const day = eventDay(event.date);
  return (
    <p className="text-base font-semibold text-stone-800">
      <time dateTime={event.date}>
        <span className="sm:hidden">{formatDay(day)}</span>
        <span className="hidden sm:inline">{formatDayLong(day)}</span>
      </time>
      <span className="font-normal text-stone-700"> · Par {event.coursePar}</span>
      {children}
    </p>
  );
}
