import { eventDay, formatDayLong } from "@/lib/dates";
import { ordinal } from "@/lib/events/group-start-label";
import type { EntryDto, GroupStartDto } from "@/lib/validation/entries";
import type { EventDto } from "@/lib/validation/events";
import { formatPlayingHandicap, whsHandicapWords } from "@/lib/validation/handicap-format";
import { HandicapUpdatesNote } from "../handicap/handicap-updates-note";
import { A4PrintStyle } from "../ui/a4-print-style";

/**
 * The draw sheet, one A4 page for the noticeboard: groups in order, each player with their playing handicap and whose
 * card they mark.
 */
export function DrawSheet({ event }: { event: EventDto }) {
  const flags = [
    event.winterHandicaps ? "Winter handicaps (¾)" : null,
    event.doublePoints ? "Double OOM points" : null,
  ].filter(Boolean);
  return (
    <article aria-labelledby="draw-title" className="space-y-3 bg-white p-3 text-stone-950 print:p-0 sm:p-6">
      <A4PrintStyle margin="12mm" />
      <header className="border-b-2 border-stone-900 pb-2">
        <p className="text-sm font-semibold text-stone-700 print:text-[10pt]">{event.sweepName}</p>
        <h1 id="draw-title" className="text-2xl font-bold print:text-[17pt]">
          Draw · {event.course.name}
        </h1>
        <p className="text-base print:text-[10pt]">
          <time dateTime={event.date}>{formatDayLong(eventDay(event.date))}</time> · Par {event.coursePar} ·{" "}
          {event.counts.entries} players
          {flags.length > 0 ? ` · ${flags.join(" · ")}` : ""}
        </p>
      </header>
      <HandicapUpdatesNote entries={event.entries} />
      {/* One table, a row group per group: a 40-player field fits one A4 page, and no group is split across pages. */}
      <table className="w-full border-collapse text-left text-sm print:text-[9.5pt] print:leading-[1.2]">
        <caption className="sr-only">
          Groups in order of play, with each player&apos;s playing handicap and whose card they mark
        </caption>
        <thead>
          <tr className="border-b-2 border-stone-900 text-xs text-stone-700 print:text-[8pt]">
            <th scope="col" className="w-16 py-1 pr-2 font-semibold sm:w-20">
              Group
            </th>
            <th scope="col" className="py-1 pr-2 font-semibold">
              Player
            </th>
            <th scope="col" className="w-10 py-1 pr-2 text-right font-semibold sm:w-12 sm:pr-3">
              Hcp
            </th>
            <th scope="col" className="py-1 font-semibold">
              Marks
            </th>
          </tr>
        </thead>
        {event.groups.map((group) => (
          <GroupRows key={group.group} label={String(group.group)} start={group.start} entries={group.entries} />
        ))}
        {event.ungroupedEntries.length > 0 ? <GroupRows label="Late" entries={event.ungroupedEntries} /> : null}
      </table>
      <p className="text-sm text-stone-700 print:text-[8pt]">
        {event.start ? `Times in ${event.timeZone.replaceAll("_", " ")}. ` : ""}Hcp: playing handicap for this event.
        Marks: whose card this player marks. Late: entered after the draw, not in a group yet. Check the app for late
        changes.
      </p>
    </article>
  );
}

function GroupRows({ label, start, entries }: { label: string; start?: GroupStartDto | null; entries: EntryDto[] }) {
  return (
    <tbody className="break-inside-avoid border-b-2 border-stone-900">
      {entries.map((entry, at) => (
        <tr key={entry.id} className="border-t border-stone-300 first:border-t-0">
          {at === 0 ? (
            <th
              scope="rowgroup"
              rowSpan={entries.length}
              className="py-1 pr-2 align-top text-xl font-bold print:py-[0.6mm] print:text-[13pt]"
            >
              {label}
              {start ? (
                <span className="block text-sm font-semibold whitespace-nowrap print:text-[8.5pt]">
                  <time dateTime={start.startsAt}>{start.time}</time>
                  <span className="block font-normal">{ordinal(start.startingHole)} tee</span>
                </span>
              ) : null}
            </th>
          ) : null}
          <td className="py-1 pr-2 [overflow-wrap:anywhere] print:py-[0.6mm]">
            <span className="font-semibold">{entry.player.fullName}</span>
            {entry.guest ? <span> (Guest)</span> : null}
            {whsHandicapWords({ ...entry.scoreCard, teeName: entry.teeName }) ? (
              <span className="block text-xs text-stone-700 print:text-[8pt]">
                {whsHandicapWords({ ...entry.scoreCard, teeName: entry.teeName })}
              </span>
            ) : null}
          </td>
          <td className="py-1 pr-2 text-right font-bold tabular-nums sm:pr-3 print:py-[0.6mm]">
            {formatPlayingHandicap(entry.scoreCard.eventHandicap)}
          </td>
          <td className="py-1 [overflow-wrap:anywhere] print:py-[0.6mm]">{entry.marker?.player.fullName ?? "–"}</td>
        </tr>
      ))}
    </tbody>
  );
}
