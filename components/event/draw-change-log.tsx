import { formatDay, inSocietyZone } from "@/lib/dates";
import type { DrawChangeRow } from "@/lib/events/draw-change-words";

/**
 * The admins' audit of the draw (docs/golf-rules.md#changing-the-draw): who moved whom and when, latest first, in the
 * sweep's zone. Nothing is shown until an admin has changed the draw.
 */
export function DrawChangeLog({ changes, timeZone }: { changes: DrawChangeRow[]; timeZone: string }) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="draw-changes" className="space-y-2">
      <h2 id="draw-changes" className="text-lg font-semibold text-stone-900">
        Changes to the draw
      </h2>
      <ol className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {changes.map((row) => {
          const { day, time } = inSocietyZone(row.at, timeZone);
          return (
            <li key={row.id} className="px-4 py-3">
              <p className="font-semibold text-stone-950">{row.change}</p>
              <p className="text-sm text-stone-700">
                {row.by} ·{" "}
                <time dateTime={row.at}>
                  {formatDay(day)} {time}
                </time>
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
