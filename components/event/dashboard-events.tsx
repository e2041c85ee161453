"use client";

import { useEventList } from "@/lib/hooks/use-event-lists";
import type { EventSummaryDto } from "@/lib/validation/events";
import { EmptyList } from "./empty-list";
import { EventActions } from "./event-actions";
import { eventPageHref } from "./event-links";
import { EventCardGrid } from "./event-list";
import { EventSummaryCard } from "./event-summary-card";

const COUNT_WORDS = ["no", "one", "two", "three", "four"];

/** The dashboard (docs/screens-and-api.md#limits) shows events 1 to 5 of the caller's list; event 0 is their next one, shown first on its own. */
const AFTER_NEXT = { start: 1, end: 5 } as const;

export function DashboardEvents({ initialEvents }: { initialEvents: EventSummaryDto[] }) {
  const { data: events } = useEventList(initialEvents);
  const [next] = events;
  if (!next) return <EmptyList>No events yet. Events of the sweeps you belong to appear here.</EmptyList>;
  const following = events.slice(AFTER_NEXT.start, AFTER_NEXT.end);
  return (
    <div className="space-y-5">
      <section aria-labelledby="next-event" className="space-y-3">
        <h2 id="next-event" className="text-lg font-semibold text-stone-900">
          {next.inFuture ? "Your next event" : "Your latest event"}
        </h2>
        <EventSummaryCard event={next} isFeatured href={eventPageHref(next)}>
          <EventActions event={next} linkSet="newer" />
        </EventSummaryCard>
      </section>
      {following.length > 0 ? (
        <section aria-labelledby="after-next" className="space-y-3">
          <div>
            <h2 id="after-next" className="text-lg font-semibold text-stone-900">
              After that
            </h2>
            <p className="text-sm text-stone-700">
              The {following.length === 1 ? "event" : `${COUNT_WORDS[following.length]} events`} after your next one,
              soonest first; when fewer are booked, your latest played events follow.
            </p>
          </div>
          <EventCardGrid events={following} linkSet="newer" />
        </section>
      ) : null}
    </div>
  );
}
