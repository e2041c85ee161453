import type { Route } from "next";
import Link from "next/link";
import { eventDay, formatDayShort } from "@/lib/dates";
import { RECENT_EVENT_COLUMNS } from "@/lib/order-of-merit-lines";
import type { OomEntryDto, OrderOfMeritDto } from "@/lib/validation/results";
import { Table } from "../ui/table";
import { formatOomPoints, formatPosition, ordinalSuffix, positionWords } from "../results/format";
import { OomPlayerButton } from "../results/oom-choice";

type Props = {
  oom: OrderOfMeritDto;
  viewerPlayerId: string;
  /** The page the table is on: showing every event is that page with `?events=all`. */
  pagePath: Route;
  showAllEvents: boolean;
};

// Position and name stay put while the events scroll sideways on a phone.
const STICKY = "sticky z-10 bg-inherit";
const STICKY_HEAD = "sticky z-10 bg-stone-100";

const shortDay = (date: string) => formatDayShort(eventDay(date));

// An event's cell is its points and, as the cell's own text, the position: no wrappers, since these cells are most of
// the page's elements, each one laid out and hydrated on a phone.
function EventCell({ line }: { line: OomEntryDto["events"][number] | undefined }) {
  if (!line)
    return (
      <td className="px-1.5 py-1 text-center text-stone-400" aria-label="did not play">
        ·
      </td>
    );
  return (
    <td className={`px-1.5 py-1 text-center text-xs ${line.counted ? "" : "text-ink-muted"}`}>
      <span className={`block text-base leading-tight font-bold ${line.counted ? "text-stone-950" : "line-through"}`}>
        {formatOomPoints(line.points)}
      </span>
      {`${line.position}${ordinalSuffix(line.position)}`}
      {line.counted ? null : <span className="sr-only">, not counted</span>}
    </td>
  );
}

/**
 * Order of merit standings (docs/screens-and-api.md#results-rows OOM entry): position, player, events played and points, then each closed
 * event's points and finishing position; under a best-N rule the events that do not count are struck through.
 * A player's name shows their season on the chart.
 */
export function OomTable({ oom, viewerPlayerId, pagePath, showAllEvents }: Props) {
  if (oom.entries.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
        The order of merit starts when the first event is closed.
      </p>
    );
  }
  const { events, eventCount } = oom;
  const canToggle = eventCount > RECENT_EVENT_COLUMNS;
  return (
    <div className="space-y-2">
      {canToggle ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-700">
          <p>
            {showAllEvents
              ? `All ${eventCount} events.`
              : `The latest ${RECENT_EVENT_COLUMNS} of ${eventCount} events; the totals count them all.`}
          </p>
          <Link
            href={showAllEvents ? pagePath : (`${pagePath}?events=all` as Route)}
            scroll={false}
            prefetch={false}
            className="inline-flex min-h-tap items-center rounded-control px-3 font-semibold text-accent-strong underline underline-offset-2 hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
          >
            {showAllEvents ? `Show the latest ${RECENT_EVENT_COLUMNS}` : `Show all ${eventCount} events`}
          </Link>
        </div>
      ) : null}
      <Table caption="Order of merit: position, player, events played, total points, then each event's points and position">
        <thead className="border-b-2 border-stone-300 bg-stone-100 text-sm text-stone-700">
          <tr>
            <th scope="col" className={`${STICKY_HEAD} left-0 w-12 px-2 py-2 font-semibold sm:px-3`}>
              Pos
            </th>
            <th
              scope="col"
              className={`${STICKY_HEAD} left-12 min-w-32 px-2 py-2 font-semibold shadow-[1px_0_0_var(--color-stone-300)]`}
            >
              Player
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              <abbr title="Events played" className="no-underline sm:hidden">
                Pld
              </abbr>
              <span className="hidden sm:inline">Played</span>
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-3">
              Total
            </th>
            {events.map((event) => (
              <th
                key={event.id}
                scope="col"
                className="min-w-14 px-1.5 py-2 text-center text-xs font-semibold whitespace-nowrap"
                title={event.course.name}
              >
                {shortDay(event.date)}
                {event.doublePoints ? (
                  <span className="ml-0.5 rounded bg-amber-200 px-1 text-amber-950">×2</span>
                ) : null}
                <span className="sr-only">
                  , {event.course.name}
                  {event.doublePoints ? ", double points" : ""}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 tabular-nums">
          {oom.entries.map((entry) => {
            const lines = new Map(entry.events.map((line) => [line.eventId, line]));
            const isViewer = entry.player.id === viewerPlayerId;
            return (
              <tr key={entry.player.id} className={isViewer ? "bg-amber-50" : "bg-white"}>
                <td className={`${STICKY} left-0 px-2 py-1 text-lg font-bold sm:px-3`}>
                  <span aria-hidden>{formatPosition(entry.position, entry.tied)}</span>
                  <span className="sr-only">{positionWords(entry.position, entry.tied)}</span>
                </td>
                <th
                  scope="row"
                  className={`${STICKY} left-12 px-1 py-1 font-normal shadow-[1px_0_0_var(--color-stone-300)]`}
                >
                  <OomPlayerButton playerId={entry.player.id}>{entry.player.fullName}</OomPlayerButton>
                </th>
                <td className="px-2 py-1 text-right text-stone-800">{entry.played}</td>
                <td className="px-2 py-1 text-right text-xl font-black text-stone-950 sm:px-3">
                  {formatOomPoints(entry.totalPoints)}
                </td>
                {events.map((event) => (
                  <EventCell key={event.id} line={lines.get(event.id)} />
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
