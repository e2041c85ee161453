"use client";

import { isComingUp } from "@/lib/events/next-event";
import { useEventList } from "@/lib/hooks/use-event-lists";
import type { EventSummaryDto } from "@/lib/validation/events";
import { EmptyState } from "../ui/empty-state";
import { EventActions } from "./event-actions";
import { eventPageHref, type EventLinkSet } from "./event-links";
import { EventSummaryCard } from "./event-summary-card";

/** The caller's events across their sweeps, coming up (soonest first) then played (latest first), as the API orders them. */
export function EventList({ initialEvents, linkSet }: { initialEvents: EventSummaryDto[]; linkSet: EventLinkSet }) {
  const { data: events } = useEventList(initialEvents);
  if (events.length === 0)
    return <EmptyState title="No events yet">Events of the sweeps you belong to appear here.</EmptyState>;
  const upcoming = events.filter(isComingUp);
  const played = events.filter((event) => !isComingUp(event));
  return (
    <div className="space-y-6">
      <EventSection title="Coming up" events={upcoming} linkSet={linkSet} empty="Nothing booked yet." />
      <EventSection title="Played" events={played} linkSet={linkSet} empty="No events played yet." />
    </div>
  );
}

function EventSection({
  title,
  events,
  linkSet,
  empty,
}: {
  title: string;
  events: EventSummaryDto[];
  linkSet: EventLinkSet;
  empty: string;
}) {
  return (
    <section className="space-y-3" aria-label={title}>
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      {events.length === 0 ? <EmptyState title={empty} /> : <EventCardGrid events={events} linkSet={linkSet} />}
    </section>
  );
}

export function EventCardGrid({ events, linkSet }: { events: EventSummaryDto[]; linkSet: EventLinkSet }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventSummaryCard event={event} href={linkSet === "newer" ? eventPageHref(event) : undefined}>
            <EventActions event={event} linkSet={linkSet} />
          </EventSummaryCard>
        </li>
      ))}
    </ul>
  );
}
