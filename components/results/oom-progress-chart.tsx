"use client";

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { eventDay, formatDayShort } from "@/lib/dates";
import type { OomProgressDto } from "@/lib/validation/results";
import { formatOomPoints, ordinalSuffix } from "./format";

/** Whole positions from 1st down to the lowest reached, about five of them, 1st always labelled. */
function positionTicks(lowest: number): number[] {
  const step = Math.max(1, Math.ceil((lowest - 1) / 4));
  const ticks: number[] = [];
  for (let position = 1; position < lowest; position += step) ticks.push(position);
  return [...ticks, lowest];
}

type Point = { label: string; position: number | null; totalPoints: number; played: boolean };

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

function PositionLine({ points, lowest }: { points: Point[]; lowest: number }) {
  return (
    <div className="h-44 w-full" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        {/* The caption says what the line shows; a chart hidden from screen readers must not take keyboard focus. */}
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: -20 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#d6d3d1" />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: "#44403c" }} interval="preserveStartEnd" minTickGap={12} />
          <YAxis
            reversed
            domain={[1, lowest]}
            ticks={positionTicks(lowest)}
            interval={0}
            allowDecimals={false}
            tick={{ fontSize: 12, fill: "#44403c" }}
          />
          <Tooltip
            formatter={(value, _name, item) => [
              `${value}${ordinalSuffix(Number(value))}, ${formatOomPoints((item.payload as Point).totalPoints)} pts`,
              "Position",
            ]}
          />
          <Line
            type="linear"
            dataKey="position"
            stroke="#246038"
            strokeWidth={3}
            connectNulls={false}
            dot={(props: { cx?: number; cy?: number; index?: number }) => (
              <circle
                key={props.index}
                cx={props.cx}
                cy={props.cy}
                r={4}
                fill={points[props.index ?? 0]?.played ? "#246038" : "white"}
                stroke="#246038"
                strokeWidth={2}
              />
            )}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
