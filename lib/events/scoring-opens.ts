import { eventDay, formatDayLong } from "@/lib/dates";

/**
 * When a card may be marked: once the event is drawn and its day has come in the society's time zone (the
 * server's: `today` is its calendar day); an admin types in paper cards once the event is drawn, on any day.
 * Null when the card may be marked, else why not yet, in the words the screens and the refusals use.
 */
export function scoringNotOpenYet(
  event: { drawn: boolean; date: string },
  today: string,
  { isAdmin }: { isAdmin: boolean },
): string | null {
  if (!event.drawn) return "Scoring opens once the draw is published.";
  if (!isAdmin && event.date > today)
    return `Scoring opens on ${formatDayLong(eventDay(event.date))}, the day of the event.`;
  return null;
}
