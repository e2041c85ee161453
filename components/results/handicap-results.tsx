import { formatHandicap, formatPlayingHandicap } from "@/lib/validation/handicap-format";
import type { ResultHandicapRowDto } from "@/lib/validation/results";
import { formatPosition } from "./format";

type Handicap = NonNullable<ResultHandicapRowDto["before"]>;

function Value({ handicap }: { handicap: Handicap | null }) {
  if (!handicap) return <span className="text-stone-600">none</span>;
  return (
    <span className="whitespace-nowrap tabular-nums">
      <strong className="text-stone-950">{formatHandicap(handicap.exact)}</strong>
      <span className="text-stone-700"> ({formatPlayingHandicap(handicap.playingHandicap)})</span>
    </span>
  );
}

function Change({ change }: { change: number }) {
  if (change === 0)
    return <span className="rounded-md bg-stone-100 px-2 py-0.5 text-sm font-semibold text-stone-700">no change</span>;
  const isCut = change < 0;
  return (
    <span
      className={`rounded-md px-2 py-0.5 text-base font-black tabular-nums ${isCut ? "bg-green-700 text-white" : "bg-stone-800 text-white"}`}
    >
      {isCut ? "−" : "+"}
      {Math.abs(change).toFixed(1)}
    </span>
  );
}

/** lib/golf's reason starts with the change ("−0.3: 39 points, 3 over 36"), which the badge already shows. */
const reasonWithoutChange = (reason: string) => reason.replace(/^(no change|[+−-]\d+(\.\d+)?): /, "");

/**
 * The Handicaps tab: each finisher's exact and playing handicap before and after the event, and why, in the
 * words lib/golf gives (e.g. "+0.1: 31 points, below the buffer").
 */
export function HandicapResults({
  rows,
  isProvisional,
  viewerPlayerId,
}: {
  rows: ResultHandicapRowDto[];
  isProvisional: boolean;
  viewerPlayerId: string;
}) {
  if (rows.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
        No one has a score yet, so no handicap changes.
      </p>
    );
  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-700">
        {isProvisional ? "If the event were closed now. " : ""}Exact handicap, with the playing handicap in brackets:
        before → after, and why.
      </p>
      <ul className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        {rows.map((row) => (
          <li
            key={row.player.id}
            className={`grid grid-cols-[2.5rem_minmax(0,1fr)_auto] gap-x-2 gap-y-1 px-3 py-3 sm:grid-cols-[3.5rem_minmax(0,16rem)_minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-center sm:px-4 ${row.player.id === viewerPlayerId ? "bg-amber-50 shadow-[inset_5px_0_0_var(--color-amber-500)]" : ""}`}
          >
            <span className="text-lg font-bold tabular-nums">{formatPosition(row.position, false)}</span>
            <span className="min-w-0 font-semibold [overflow-wrap:anywhere] text-stone-950">{row.player.fullName}</span>
            <span className="col-start-3 row-start-1 self-center sm:col-start-5">
              <Change change={row.change} />
            </span>
            <span className="col-span-2 col-start-2 sm:col-span-1 sm:col-start-3 sm:row-start-1">
              <Value handicap={row.before} /> <span aria-label="became">→</span> <Value handicap={row.after} />
            </span>
            <span className="col-span-2 col-start-2 text-sm text-stone-800 sm:col-span-1 sm:col-start-4 sm:row-start-1">
              {reasonWithoutChange(row.reason)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
