"use client";

import dynamic from "next/dynamic";
import { formatDayIn } from "@/lib/dates";
import type { HandicapEntryDto } from "@/lib/validation/handicaps";

// The chart library is most of these pages' JavaScript: it is fetched after the page has painted.
const HandicapLine = dynamic(() => import("./handicap-line").then((module) => module.HandicapLine), { ssr: false });

/** The exact handicap over time, oldest on the left, its days in the sweep's zone (`timeZone`). */
export function HandicapChart({ entries, timeZone }: { entries: HandicapEntryDto[]; timeZone: string }) {
  if (entries.length < 2) return null;
  const points = [...entries]
    .reverse()
    .map((entry) => ({ time: new Date(entry.created).getTime(), exact: entry.exact }));
  // A time axis spaces entries by when they happened; one tick per distinct day, so two entries on one
  // day do not print that date twice.
  const dayOf = (time: number) => formatDayIn(time, timeZone);
  const ticks = points
    .filter((point, index) => index === 0 || dayOf(point.time) !== dayOf(points[index - 1]?.time ?? 0))
    .map((point) => point.time);
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm font-semibold text-stone-700">Exact handicap over time</figcaption>
      <div className="h-44 w-full">
        <HandicapLine points={points} ticks={ticks} timeZone={timeZone} />
      </div>
    </figure>
  );
}
