import { eventDay, formatWeekdayDayShort } from "@/lib/dates";

/** "Moved from Sun 7 Dec": the day members last knew, once a drawn event has moved (nothing otherwise). */
export function MovedFromNote({ movedFromDate }: { movedFromDate: string | null }) {
  if (movedFromDate === null) return null;
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">
      Moved from <time dateTime={movedFromDate}>{formatWeekdayDayShort(eventDay(movedFromDate))}</time>
    </p>
  );
}
