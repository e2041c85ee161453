import type { OrderOfMeritDto } from "@/lib/validation/results";

/**
 * The event columns the order of merit shows until asked for all: a season's worth. A society of ten seasons has
 * hundreds of events, and a column each for every member made a page of tens of thousands of cells that a phone took
 * seconds to lay out; the totals already count every event, and the CSV has every column. Asking is a link
 * (`?events=all`), so the table stays server-rendered HTML and the choice works before the page's script arrives.
 */
export const RECENT_EVENT_COLUMNS = 12;

/**
 * The order of merit as it is sent to be shown: every total, but only the latest events' headings and each player's
 * points for them, unless every event's column is asked for. Ten seasons of points were over a megabyte on every
 * visit, and their four hundred headings most of what the sweep page still sent.
 */
export function shownOrderOfMerit(oom: OrderOfMeritDto, showAllEvents: boolean): OrderOfMeritDto {
  if (showAllEvents) return oom;
  const events = oom.events.slice(-RECENT_EVENT_COLUMNS);
  const shown = new Set(events.map((event) => event.id));
  return {
    ...oom,
    events,
    entries: oom.entries.map((entry) => ({ ...entry, events: entry.events.filter((line) => shown.has(line.eventId)) })),
  };
}
