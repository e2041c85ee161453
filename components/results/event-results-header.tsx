import type { EventDto } from "@/lib/validation/events";
import { EventDateLine } from "../event/event-date-line";
import { EventStatusBadge } from "../event/event-status-badge";
import { GoBackButton } from "../layout/go-back-button";
import { checkedRoute } from "../layout/routes";
import { NavTabs } from "../ui/nav-tabs";
import { eventLeaderboardHref, eventResultsHref, virtualMatchesHref } from "./results-links";

export type EventResultsTab = "leaderboard" | "results" | "matches";

/**
 * The header of an event's leaderboard, results and matches (docs/screens-and-api.md#results): which event, and the three as tabs, so
 * a member moves between "who is winning", the result and their matches with one tap.
 */
export function EventResultsHeader({ event, current }: { event: EventDto; current: EventResultsTab }) {
  return (
    <header className="space-y-2 print:hidden">
      <GoBackButton parent={checkedRoute(`/event/detail/${event.id}`)} />
      <div className="rounded-2xl border border-stone-200 bg-white px-4 pt-3 shadow-sm sm:px-5 sm:pt-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0 space-y-0.5">
            <p className="text-sm font-semibold text-fairway-800">{event.sweepName}</p>
            <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-stone-950 sm:text-3xl">
              {event.course.name}
            </h1>
            <EventDateLine event={event}>
              {event.doublePoints ? <span className="font-normal text-stone-700"> · Double OOM points</span> : null}
            </EventDateLine>
          </div>
          <EventStatusBadge drawn={event.drawn} complete={event.complete} />
        </div>
        <div className="pt-2">
          <NavTabs
            label="Event results"
            tabs={[
              {
                label: event.complete ? "Leaderboard" : "Live leaderboard",
                href: eventLeaderboardHref(event.id),
                isCurrent: current === "leaderboard",
              },
              { label: "Results", href: eventResultsHref(event.id), isCurrent: current === "results" },
              { label: "Matches", href: virtualMatchesHref(event.id), isCurrent: current === "matches" },
            ]}
          />
        </div>
      </div>
    </header>
  );
}
