import { formatHandicap, formatPlayingHandicap } from "@/lib/validation/handicaps";

/** A playing handicap with its exact value beside it, as "12 (12.4)"; "—" before the first entry. */
export function HandicapValue({ playing, exact }: { playing: number | null; exact: number | null }) {
  if (playing === null || exact === null) return <span className="text-stone-400">—</span>;
  return (
    <span className="tabular-nums">
      <strong className="text-stone-900">{formatPlayingHandicap(playing)}</strong>{" "}
      <span className="text-stone-500">({formatHandicap(exact)})</span>
    </span>
  );
}
