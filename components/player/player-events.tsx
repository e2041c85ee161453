import Link from "next/link";
import { eventDay, formatDay } from "@/lib/dates";
import type { PlayerEventDto } from "@/lib/validation/players";
import { cardHref } from "../card/card-links";
import { EmptyState } from "../ui/empty-state";
import { ordinalSuffix } from "../results/format";
import { eventLeaderboardHref, eventResultsHref } from "../results/results-links";

const LINK =
  "inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-fairway-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-fairway-600";

/** A player's events, newest first: day, course, sweep, finishing position and OOM points, with the result and their card. */
export function PlayerEvents({ events }: { events: PlayerEventDto[] }) {
  if (events.length === 0) return <EmptyState title="No events yet" />;
  return (
    <ul className="divide-y divide-stone-200">
      {events.map((event) => (
        <li key={event.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
          <div className="min-w-0">
            <p className="font-semibold">
              {formatDay(eventDay(event.date))} · {event.course.name}
            </p>
            <p className="text-sm text-stone-700">
              {event.sweep.name}
              {event.position ? ` · Finished ${event.position}${ordinalSuffix(event.position)}` : ""}
              {event.oomPoints !== null
                ? ` · ${event.oomPoints} OOM ${event.oomPoints === 1 ? "point" : "points"}`
                : ""}
            </p>
          </div>
          <div className="flex gap-2">
            <Link
              href={event.complete ? eventResultsHref(event.id) : eventLeaderboardHref(event.id)}
              className={LINK}
              aria-label={`${event.complete ? "Results" : "Leaderboard"}, ${event.course.name} ${formatDay(eventDay(event.date))}`}
            >
              {event.complete ? "Results" : "Leaderboard"}
            </Link>
            {event.cardId ? (
              <Link
                href={cardHref({ sweepId: event.sweep.id, eventId: event.id, cardId: event.cardId })}
                className={LINK}
                aria-label={`Card, ${event.course.name} ${formatDay(eventDay(event.date))}`}
              >
                Card
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
