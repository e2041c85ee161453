import type { OomEntry } from "@/lib/golf";

const formatPoints = (points: number) => (Number.isInteger(points) ? String(points) : points.toFixed(1));

/** Order of merit standings: position, player, events played and points (spec §3, OOM entry). */
export function OomTable({ entries }: { entries: OomEntry[] }) {
  if (entries.length === 0) {
    return <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">The order of merit starts when the first event is closed.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">Order of merit</caption>
        <thead className="bg-stone-50 text-left text-stone-600">
          <tr>
            <th className="px-3 py-2 font-medium">Pos</th>
            <th className="px-3 py-2 font-medium">Player</th>
            <th className="px-3 py-2 text-right font-medium">Played</th>
            <th className="px-3 py-2 text-right font-medium">Points</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {entries.map((entry) => (
            <tr key={entry.playerId}>
              <td className="px-3 py-2 tabular-nums">{entry.position}</td>
              <td className="px-3 py-2 font-medium">{entry.fullName}</td>
              <td className="px-3 py-2 text-right tabular-nums">{entry.played}</td>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">{formatPoints(entry.totalPoints)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
