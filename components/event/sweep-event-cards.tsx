import Link from "next/link";
import { eventDay, formatDay } from "@/lib/dates";
import type { SweepEventDto } from "@/lib/validation/sweeps";
import { checkedRoute } from "../layout/routes";
import { EventStatusBadge } from "./event-status-badge";

/** A sweep's events as cards: date, course and player count (docs/screens-and-api.md#sweeps-and-membership, sweeps/{id}). */
export function SweepEventCards({ events }: { events: SweepEventDto[] }) {
  if (events.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
        No events yet.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <Link
            href={checkedRoute(`/sweeps/${event.sweepId}/events/${event.id}`)}
            className="flex h-full flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-fairway-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fairway-600"
          >
            <div className="flex items-center justify-between gap-2">
              <time dateTime={event.date} className="font-semibold text-stone-900">
                {formatDay(eventDay(event.date))}
              </time>
              <EventStatusBadge drawn={event.drawn} complete={event.complete} />
            </div>
            <p className="text-lg font-bold text-fairway-800">{event.course.name}</p>
            <p className="text-sm text-stone-700">
              {event.playerCount === 1 ? "1 player" : `${event.playerCount} players`}
              {event.winterHandicaps ? " · Winter handicaps" : ""}
              {event.doublePoints ? " · Double points" : ""}
              {event.userHasJoined ? " · You're in" : ""}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
