import { eventDay, formatDay } from "@/lib/dates";
import type { PlayerEventDto } from "@/lib/validation/players";
import { buttonClass } from "../ui/button-styles";
import { UnavailableLink } from "../ui/unavailable-link";

/** A player's events, newest first, with their results and card. */
export function PlayerEvents({ events }: { events: PlayerEventDto[] }) {
  if (events.length === 0) return <p className="text-stone-600">No events yet.</p>;
  return (
    <ul className="divide-y divide-stone-200">
      {events.map((event) => (
        <li key={event.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-semibold">
              {formatDay(eventDay(event.date))} · {event.course.name}
            </p>
            <p className="text-sm text-stone-700">
              {event.sweep.name}
              {event.position ? ` · Finished ${ordinal(event.position)}` : ""}
              {event.oomPoints !== null ? ` · ${event.oomPoints} OOM ${event.oomPoints === 1 ? "point" : "points"}` : ""}
            </p>
          </div>
          {/* Results and cards are the next pieces of work: shown in place, but not as links to a 404. */}
          <div className="flex gap-2">
            {event.complete ? <UnavailableLink className={buttonClass("secondary")}>Results</UnavailableLink> : null}
            {event.cardId ? <UnavailableLink className={buttonClass("secondary")}>Card</UnavailableLink> : null}
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
