import { dashboardOrder, leadingEventHeading } from "@/lib/events/next-event";
import type { EventSummaryDto } from "@/lib/validation/events";
import { EmptyState } from "../ui/empty-state";
import { EventActions } from "./event-actions";
import { eventPageHref } from "./event-links";
import { EventCardGrid } from "./event-list";
import { EventSummaryCard } from "./event-summary-card";
import { ReserveNotices } from "./reserve-notices";

const COUNT_WORDS = ["no", "one", "two", "three", "four"];

/** The dashboard (docs/screens-and-api.md#limits) shows events 1 to 5 of the caller's list in its own order; event 0 leads on its own. */
const AFTER_NEXT = { start: 1, end: 5 } as const;

/**
 * `todayBySweep`: each sweep's calendar day (YYYY-MM-DD) in its own zone, the one its events' `inFuture` was decided by.
 * Rendered on the server: a member of a long-running society has hundreds of events, and the page shows six, so the
 * list stays on the server; the cards' Join and Withdraw refresh the page with the server's answer.
 */
export function DashboardEvents({
  events: listed,
  todayBySweep,
}: {
  events: EventSummaryDto[];
  todayBySweep: Readonly<Record<string, string>>;
}) {
  const events = dashboardOrder(listed);
  const [next] = events;
  if (!next) return <EmptyState title="No events yet">Events of the sweeps you belong to appear here.</EmptyState>;
  const following = events.slice(AFTER_NEXT.start, AFTER_NEXT.end);
  return (
    <div className="space-y-5">
      <ReserveNotices events={listed} />
      <section aria-labelledby="next-event" className="space-y-3">
        <h2 id="next-event" className="text-lg font-semibold text-stone-900">
          {leadingEventHeading(next, todayBySweep[next.sweepId] ?? "")}
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
              The {following.length === 1 ? "event" : `${COUNT_WORDS[following.length]} events`} after it: yours still
              to play, then the others coming up, soonest first; then your latest played events.
            </p>
          </div>
          <EventCardGrid events={following} linkSet="newer" />
        </section>
      ) : null}
    </div>
  );
}
