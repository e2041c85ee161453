import { eventDay, formatDay, formatDayIn } from "@/lib/dates";
import type { HandicapEntryDto } from "@/lib/validation/handicaps";

/**
 * "12 Jan 2027 · after Testbrook, 05 Jan 2027" and "New WHS index from the club · by Alex Morgan": the entry's day in
 * the sweep's zone (`timeZone`).
 */
export function HandicapEntryStory({ entry, timeZone }: { entry: HandicapEntryDto; timeZone: string }) {
  const why = entry.reason ?? (entry.correctsId ? "Correction" : null);
  return (
    <>
      <p className="text-xs text-stone-600">
        {formatDayIn(entry.created, timeZone)}
        {entry.event ? ` · after ${entry.event.courseName}, ${formatDay(eventDay(entry.event.date))}` : ""}
        {entry.correctsId ? " · corrected" : ""}
      </p>
      {why || entry.recordedBy ? (
        <p className="text-xs text-stone-600 [overflow-wrap:anywhere]">
          {why ? `“${why}”` : null}
          {why && entry.recordedBy ? " · " : null}
          {entry.recordedBy ? `by ${entry.recordedBy.fullName}` : null}
        </p>
      ) : null}
    </>
  );
}
