import type { Route } from "next";
import Link from "next/link";
import { Fragment, type ReactNode } from "react";
import { eventDay, formatDayWithWeekday } from "@/lib/dates";
import { offAtWords } from "@/lib/events/group-start-label";
import type { EventSummaryDto } from "@/lib/validation/events";
import { GuestBadge } from "../player/guest-badge";
import { EventStatusBadge } from "./event-status-badge";
import { MovedFromNote } from "./moved-from-note";

function factsOf(event: EventSummaryDto): string {
  const facts = [event.sweepName, event.playerCount === 1 ? "1 player" : `${event.playerCount} players`];
  if (event.winterHandicaps) facts.push("Winter handicaps");
  if (event.doublePoints) facts.push("Double points");
  return facts.join(" · ");
}

/** One event of the caller's list: date, status, course, sweep and field size, with the actions the page gives it. */
type Props = { event: EventSummaryDto; isFeatured?: boolean; href?: Route; children?: ReactNode };

export function EventSummaryCard({ event, isFeatured = false, href, children }: Props) {
  return (
    <article
      aria-label={`${event.course.name}, ${formatDayWithWeekday(eventDay(event.date))}`}
      className={`flex h-full flex-col gap-2 rounded-2xl border bg-white p-4 shadow-sm ${isFeatured ? "border-fairway-600 ring-1 ring-fairway-600" : "border-stone-200"}`}
    >
      <div className="flex items-center justify-between gap-2">
        <time dateTime={event.date} className="font-semibold text-stone-900">
          {formatDayWithWeekday(eventDay(event.date))}
        </time>
        <EventStatusBadge drawn={event.drawn} complete={event.complete} />
      </div>
      <p className={`font-bold text-fairway-800 ${isFeatured ? "text-2xl" : "text-lg"}`}>
        {href ? (
          <Link
            href={href}
            className="inline-flex min-h-11 items-center underline decoration-fairway-600/40 underline-offset-4 hover:decoration-fairway-700"
          >
            {event.course.name}
          </Link>
        ) : (
          event.course.name
        )}
      </p>
      <p className="text-sm text-stone-700">{factsOf(event)}</p>
      {event.userStart && !event.complete ? <OffAtLine start={event.userStart} /> : null}
      <MovedFromNote movedFromDate={event.movedFromDate} />
      {children ? <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">{children}</div> : null}
    </article>
  );
}

/** "You're off at 09:16 with Sam Guest and Jamie.": a guest in the caller's group carries the Guest badge. */
function OffAtLine({ start }: { start: NonNullable<EventSummaryDto["userStart"]> }) {
  const { lead, companions } = offAtWords(start);
  return (
    <p className="text-base font-semibold text-stone-900">
      {lead}
      {companions.map((companion, index) => (
        <Fragment key={index}>
          {companion.before}
          {companion.firstName}
          {companion.guest ? (
            <>
              {" "}
              <GuestBadge guest />
            </>
          ) : null}
        </Fragment>
      ))}
      .
    </p>
  );
}
