import { eventDay, formatWeekdayDay } from "@/lib/dates";
import type { EventDto } from "@/lib/validation/events";
import { buttonClass } from "../ui/button-styles";
import { eventCalendarHref } from "./event-links";
import { entryPolicyLabel } from "./entry-policy";
import { EventDateLine } from "./event-date-line";
import { EventStatusBadge } from "./event-status-badge";
import { Badge } from "../ui/badge";
import { PANEL } from "../ui/panel";
import { MovedFromNote } from "./moved-from-note";

/** The event's own header under the sweep's: course, day, status, how it is played, and how far it has got. */
export function EventHeader({ event }: { event: EventDto }) {
  const facts = [
    {
      label: "Players",
      value: event.maxField === null ? event.counts.entries : `${event.counts.entries}/${event.maxField}`,
    },
    ...(event.reserveCount > 0 ? [{ label: "Reserves", value: event.reserveCount }] : []),
    { label: "Groups", value: event.counts.groups },
    ...(event.drawn && event.counts.ungrouped > 0 ? [{ label: "Ungrouped", value: event.counts.ungrouped }] : []),
    { label: "Cards scored", value: event.counts.cardsWithScores },
  ];
  return (
    <section aria-labelledby="event-title" className={`space-y-3 ${PANEL}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <h2 id="event-title" className="text-headline [overflow-wrap:anywhere] text-fairway-900 sm:text-[2.125rem]">
            {event.course.name}
          </h2>
          <EventDateLine event={event} />
          <MovedFromNote movedFromDate={event.movedFromDate} />
        </div>
        <EventStatusBadge drawn={event.drawn} complete={event.complete} />
      </div>
      {event.winterHandicaps || event.doublePoints ? (
        <ul aria-label="How this event is played" className="flex flex-wrap gap-2">
          {event.winterHandicaps ? <Flag>Winter handicaps (¾)</Flag> : null}
          {event.doublePoints ? <Flag>Double OOM points</Flag> : null}
        </ul>
      ) : null}
      {event.complete ? null : (
        <p className="text-sm text-stone-700">
          {entryPolicyLabel(event.entriesOpenAfterDraw)}.
          {event.entryDeadline === null
            ? null
            : ` Members enter or withdraw themselves until ${formatWeekdayDay(eventDay(event.entryDeadline))}.`}
        </p>
      )}
      <a href={eventCalendarHref(event.id)} download className={buttonClass("secondary", "w-full sm:w-auto")}>
        Add to calendar
      </a>
      <dl className="grid auto-cols-fr grid-flow-col gap-2 border-t border-line pt-3 text-center">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-eyebrow text-ink-muted uppercase">{fact.label}</dt>
            <dd className="text-headline text-ink tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Flag({ children }: { children: string }) {
  return (
    <li>
      <Badge tone="info">{children}</Badge>
    </li>
  );
}
