"use client";

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDay } from "@/lib/dates";
import { formatHandicap, type HandicapEntryDto } from "@/lib/validation/handicaps";

/** The exact handicap over time, oldest on the left. */
export function HandicapChart({ entries }: { entries: HandicapEntryDto[] }) {
  if (entries.length < 2) return null;
  const points = [...entries].reverse().map((entry) => ({ date: formatDay(entry.created), exact: entry.exact }));
  return (
    <figure aria-label="Handicap over time" className="h-44 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
          <XAxis dataKey="date" tick={{ fontSize: 11 }} minTickGap={24} />
          <YAxis tick={{ fontSize: 11 }} tickFormatter={formatHandicap} domain={["dataMin - 1", "dataMax + 1"]} allowDecimals={false} />
          <Tooltip formatter={(value) => [formatHandicap(Number(value)), "Exact"]} />
          <Line type="stepAfter" dataKey="exact" stroke="#246038" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
