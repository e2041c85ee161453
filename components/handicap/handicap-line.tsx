"use client";

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDayIn } from "@/lib/dates";
import { formatHandicap } from "@/lib/validation/handicap-format";

type Props = { points: Array<{ time: number; exact: number }>; ticks: number[]; timeZone: string };

/** The exact handicap as a step line on a time axis, one tick per distinct day of the sweep's zone. */
export function HandicapLine({ points, ticks, timeZone }: Props) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#d6d3d1" />
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={["dataMin", "dataMax"]}
          ticks={ticks}
          tickFormatter={(time: number) => formatDayIn(time, timeZone)}
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
          labelFormatter={(time) => formatDayIn(Number(time), timeZone)}
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
  );
}
