import Link from "next/link";
import { eventDay, formatDay } from "@/lib/dates";
import type { PlayerEventDto } from "@/lib/validation/players";

/** A player's events, newest first, with links to the results and their card. */
export function PlayerEvents({ events }: { events: PlayerEventDto[] }) {
  if (events.length === 0) return <p className="text-stone-600">No events yet.</p>;
  return (
    <ul className="divide-y divide-stone-200">
      {events.map((event) => (
        <li key={event.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <div>
            <p className="font-semibold">
              {formatDay(eventDay(event.date))} · {event.course.name}
            </p>
            <p className="text-sm text-stone-600">
              {event.sweep.name}
              {event.position ? ` · ${ordinal(event.position)}` : ""}
              {event.oomPoints !== null ? ` · ${event.oomPoints} OOM ${event.oomPoints === 1 ? "point" : "points"}` : ""}
            </p>
          </div>
          <div className="flex gap-3 text-sm font-semibold">
            {event.complete ? (
              <Link href={`/event/results/${event.id}`} className="text-fairway-800 underline">
                Results
              </Link>
            ) : null}
            {event.cardId ? (
              <Link href={`/sweeps/${event.sweep.id}/events/${event.id}/cards/${event.cardId}`} className="text-fairway-800 underline">
                Card
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function ordinal(position: number): string {
  const suffix = position % 100 >= 11 && position % 100 <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[position % 10] ?? "th";
  return `${position}${suffix}`;
}
