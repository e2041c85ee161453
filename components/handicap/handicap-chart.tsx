"use client";

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDay } from "@/lib/dates";
import { formatHandicap, type HandicapEntryDto } from "@/lib/validation/handicaps";

/** The exact handicap over time, oldest on the left. */
export function HandicapChart({ entries }: { entries: HandicapEntryDto[] }) {
  if (entries.length < 2) return null;
  const points = [...entries]
    .reverse()
    .map((entry) => ({ time: new Date(entry.created).getTime(), exact: entry.exact }));
  // A time axis spaces entries by when they happened; one tick per distinct day, so two entries on one
  // day do not print that date twice.
  const ticks = points
    .filter((point, index) => index === 0 || formatDay(point.time) !== formatDay(points[index - 1]?.time ?? 0))
    .map((point) => point.time);
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm font-semibold text-stone-700">Exact handicap over time</figcaption>
      <div className="h-44 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#d6d3d1" />
            <XAxis
              dataKey="time"
              type="number"
              scale="time"
              domain={["dataMin", "dataMax"]}
              ticks={ticks}
              tickFormatter={(time: number) => formatDay(time)}
              interval="preserveStartEnd"
              minTickGap={16}
              tick={{ fontSize: 12, fill: "#44403c" }}
            />
            <YAxis
              tick={{ fontSize: 12, fill: "#44403c" }}
              tickFormatter={formatHandicap}
              domain={["dataMin - 1", "dataMax + 1"]}
              allowDecimals={false}
            />
            <Tooltip
              labelFormatter={(time) => formatDay(Number(time))}
              formatter={(value) => [formatHandicap(Number(value)), "Exact"]}
            />
            <Line
              type="stepAfter"
              dataKey="exact"
              stroke="#246038"
              strokeWidth={2.5}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
