import { formatHandicap, formatPlayingHandicap } from "@/lib/validation/handicap-format";

const SIZES = { md: { playing: "text-xl", exact: "text-base" }, lg: { playing: "text-4xl", exact: "text-2xl" } };

/** A playing handicap and the exact one, each with its label ("Playing 12 · Exact 12.4"), so no number goes unnamed. */
export function HandicapValue({
  playing,
  exact,
  size = "md",
}: {
  playing: number | null;
  exact: number | null;
  size?: keyof typeof SIZES;
}) {
  if (playing === null || exact === null) return <span className="text-sm text-stone-600">No handicap yet</span>;
  return (
    <span className="inline-flex items-baseline gap-3 whitespace-nowrap tabular-nums">
      <span>
        <span className="text-sm text-stone-600">Playing</span>{" "}
        <strong className={`${SIZES[size].playing} font-bold text-stone-900`}>{formatPlayingHandicap(playing)}</strong>
      </span>
      <span>
        <span className="text-sm text-stone-600">Exact</span>{" "}
        <span className={`${SIZES[size].exact} font-semibold text-stone-800`}>{formatHandicap(exact)}</span>
      </span>
    </span>
  );
}
