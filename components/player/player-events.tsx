import { eventDay, formatDay } from "@/lib/dates";
import type { PlayerEventDto } from "@/lib/validation/players";

// Links to the results and the card come with those pages (the next pieces of work); a list of
// disabled buttons, one pair per event, would only be noise on a phone.

/** A player's events, newest first: day, course, sweep, finishing position and OOM points. */
export function PlayerEvents({ events }: { events: PlayerEventDto[] }) {
  if (events.length === 0) return <p className="text-stone-600">No events yet.</p>;
  return (
    <ul className="divide-y divide-stone-200">
      {events.map((event) => (
        <li key={event.id} className="py-3">
          <p className="font-semibold">
            {formatDay(eventDay(event.date))} · {event.course.name}
          </p>
          <p className="text-sm text-stone-700">
            {event.sweep.name}
            {event.position ? ` · Finished ${ordinal(event.position)}` : ""}
            {event.oomPoints !== null ? ` · ${event.oomPoints} OOM ${event.oomPoints === 1 ? "point" : "points"}` : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}

function ordinal(position: number): string {
  const suffix = position % 100 >= 11 && position % 100 <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[position % 10] ?? "th";
  return `${position}${suffix}`;
}
