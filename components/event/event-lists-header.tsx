import { eventDay, formatDayWithWeekday } from "@/lib/dates";
import type { EventDto } from "@/lib/validation/events";
import { GoBackButton } from "../layout/go-back-button";
import { checkedRoute } from "../layout/routes";
import { NavTabs } from "../ui/nav-tabs";
import { EventStatusBadge } from "./event-status-badge";

export type EventListTab = "groups" | "entries" | "cards";

/**
 * The header of events/{id}/groups|entries|cards: which event, then the three lists as tabs, the current one marked.
 * Opened directly, Go back leads up to the event page.
 */
export function EventListsHeader({ event, current }: { event: EventDto; current: EventListTab }) {
  const flags = [
    event.sweepName,
    event.winterHandicaps ? "Winter handicaps" : null,
    event.doublePoints ? "Double points" : null,
  ];
  return (
    <header className="space-y-2">
      <GoBackButton parent={checkedRoute(`/sweeps/${event.sweepId}/events/${event.id}`)} />
      <div className="rounded-2xl border border-stone-200 bg-white px-4 pt-3 shadow-sm sm:px-5 sm:pt-4">
        <div className="flex items-start justify-between gap-2">
          <h1 className="min-w-0 flex-1 text-xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
            {event.course.name}
          </h1>
          <EventStatusBadge drawn={event.drawn} complete={event.complete} />
        </div>
        <p className="pt-1 pb-3 text-stone-700">
          <time dateTime={event.date} className="font-semibold text-stone-900">
            {formatDayWithWeekday(eventDay(event.date))}
          </time>
          {" · "}
          {flags.filter(Boolean).join(" · ")}
        </p>
        <NavTabs
          label="Event lists"
          tabs={[
            {
              label: `Groups (${event.counts.groups})`,
              href: checkedRoute(`/events/${event.id}/groups`),
              isCurrent: current === "groups",
            },
            {
              label: `Entries (${event.counts.entries})`,
              href: checkedRoute(`/events/${event.id}/entries`),
              isCurrent: current === "entries",
            },
            { label: "Cards", href: checkedRoute(`/events/${event.id}/cards`), isCurrent: current === "cards" },
          ]}
        />
      </div>
    </header>
  );
}
