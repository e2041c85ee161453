"use client";

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatOomPoints, ordinalSuffix } from "./format";

export type Point = { label: string; position: number | null; totalPoints: number; played: boolean };

/** Whole positions from 1st down to the lowest reached, about five of them, 1st always labelled. */
function positionTicks(lowest: number): number[] {
  const step = Math.max(1, Math.ceil((lowest - 1) / 4));
  const ticks: number[] = [];
  for (let position = 1; position < lowest; position += step) ticks.push(position);
  return [...ticks, lowest];
}

export function PositionLine({ points, lowest }: { points: Point[]; lowest: number }) {
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
