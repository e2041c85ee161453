import { eventDay, formatDayShort } from "@/lib/dates";
import type { OomProgressDto } from "@/lib/validation/results";
import { ordinalSuffix } from "./format";
import { PositionLine, type Point } from "./oom-position-line";

/**
 * A player's order-of-merit position after each closed event: 1st at the top, so a climb reads as a climb.
 * Filled dots are events they played; the line starts at their first.
 */
export function OomProgressChart({ progress }: { progress: OomProgressDto }) {
  const points: Point[] = progress.points.map((point) => ({
    label: formatDayShort(eventDay(point.date)),
    position: point.position,
    totalPoints: point.totalPoints,
    played: point.played,
  }));
  const positions = points.flatMap((point) => (point.position === null ? [] : [point.position]));
  if (positions.length === 0)
    return <p className="text-sm text-stone-700">{progress.player.fullName} has not finished a closed event yet.</p>;
  const latest = positions.at(-1) ?? 0;
  // One event is a dot, not a season: the sentence says it all until there is a line to draw.
  const hasLine = points.length > 1;
  const best = Math.min(...positions);
  const lowest = Math.max(...positions);
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm text-stone-800">
        <strong>{progress.player.fullName}</strong>: {latest}
        {ordinalSuffix(latest)} now, best {best}
        {ordinalSuffix(best)}, after {points.length} {points.length === 1 ? "event" : "events"}.
      </figcaption>
      {hasLine ? <PositionLine points={points} lowest={lowest} /> : null}
    </figure>
  );
}
