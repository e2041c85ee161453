import type { OrderOfMeritDto } from "@/lib/validation/results";

/**
 * The event columns the order of merit shows until asked for all: a season's worth. A society of ten seasons has
 * hundreds of events, and a column each for every member made a page of tens of thousands of cells that a phone took
 * seconds to lay out; the totals already count every event, and the CSV has every column. Asking is a link
 * (`?events=all`), so the table stays server-rendered HTML and the choice works before the page's script arrives.
 */
export const RECENT_EVENT_COLUMNS = 12;

/**
 * The order of merit as a page first sends it: every event's heading and every total, but each player's points only
 * for the latest events the table shows. Ten seasons of points were over a megabyte on every visit; a page asked
 * for every event's column sends them all.
 */
export function withLatestLines(oom: OrderOfMeritDto): OrderOfMeritDto {
  const shown = new Set(oom.events.slice(-RECENT_EVENT_COLUMNS).map((event) => event.id));
  return {
    ...oom,
    entries: oom.entries.map((entry) => ({ ...entry, events: entry.events.filter((line) => shown.has(line.eventId)) })),
  };
}
