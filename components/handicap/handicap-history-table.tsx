import { formatDay } from "@/lib/dates";
import type { HandicapHistoryRowDto } from "@/lib/validation/handicaps";
import { formatHandicap, formatPlayingHandicap } from "@/lib/validation/handicaps";

/** Every handicap entry of the sweep, newest first (Members page, History view). */
export function HandicapHistoryTable({ rows, onSelect }: { rows: HandicapHistoryRowDto[]; onSelect: (memberId: string) => void }) {
  if (rows.length === 0) return <p className="py-6 text-center text-stone-600">No handicap entries match.</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className="w-full text-sm">
        <thead className="bg-stone-50 text-left text-stone-600">
          <tr>
            <th className="px-4 py-2 font-medium">Date</th>
            <th className="px-4 py-2 font-medium">Player</th>
            <th className="px-4 py-2 text-right font-medium">Playing</th>
            <th className="px-4 py-2 text-right font-medium">Exact</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="px-4 py-2 whitespace-nowrap">{formatDay(row.created)}</td>
              <td className="px-4 py-2">
                {row.memberId ? (
                  <button type="button" className="min-h-9 text-left font-medium text-fairway-800 hover:underline" onClick={() => onSelect(row.memberId ?? "")}>
                    {row.player.fullName}
                  </button>
                ) : (
                  row.player.fullName
                )}
              </td>
              <td className="px-4 py-2 text-right tabular-nums font-semibold">{formatPlayingHandicap(row.playingHandicap)}</td>
              <td className="px-4 py-2 text-right tabular-nums">
                {formatHandicap(row.exact)}
                {row.eventId ? <span className="ml-1 text-xs text-stone-500" title="After an event">●</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
