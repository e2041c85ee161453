import { thru } from "@/lib/golf/thru";

/** A position as a leaderboard prints it: "T3" when shared (docs/golf-rules.md#event-leaderboard), "–" before a first score. */
export const formatPosition = (position: number | null, tied: boolean) =>
  position === null ? "–" : `${tied ? "T" : ""}${position}`;

/** Words for a screen reader, where "T3" would be read as a name. */
export const positionWords = (position: number | null, tied: boolean) =>
  position === null ? "no score yet" : `${tied ? "tied " : ""}${position}${ordinalSuffix(position)}`;

/** Order-of-merit points: shared positions share the average, so a half point is possible (docs/golf-rules.md#order-of-merit-points). */
export const formatOomPoints = (points: number) => (Number.isInteger(points) ? String(points) : points.toFixed(1));

/** lib/golf's thru of a card with this many holes entered, as a board shows it: "–" before the first. */
export const formatThru = (holesEntered: number) => (holesEntered === 0 ? "–" : String(thru(holesEntered)));

export function ordinalSuffix(position: number): string {
  if (position % 100 >= 11 && position % 100 <= 13) return "th";
  return ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[position % 10] ?? "th";
}
