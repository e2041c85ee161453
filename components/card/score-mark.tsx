import { type Colour, pointsColour, scoreColour } from "@/lib/golf/colours";

// The score colours (docs/golf-rules.md#score-colours), each with a second cue that survives a sunlit screen or colour blindness: the scorecard
// shapes golfers already read (a circle under par, a square over it, doubled two or more away) and white on a fill.

/** The fill of each score colour (docs/golf-rules.md#score-colours): the card page and the results' compact cards share it. */
export const COLOUR_FILL: Record<Colour, string> = {
  success: "bg-under-par text-on-accent",
  info: "text-level-par",
  danger: "bg-over-par text-on-accent",
  dark: "bg-no-score text-on-accent",
  default: "text-ink",
};

const BOX = "inline-grid size-9 place-items-center text-lg leading-none font-bold tabular-nums";
// In forced colours (Windows high contrast) fills are dropped: a border keeps each shape. Plain marks get none,
// since even a transparent border is drawn there.
const OUTLINED = "forced-colors:border-2 forced-colors:border-[CanvasText]";

function shapeOf(value: number, par: number): string {
  const toPar = value - par;
  if (toPar <= -2)
    return `rounded-full ring-2 ring-under-par ring-offset-2 forced-colors:ring-[CanvasText] ${OUTLINED}`;
  if (toPar < 0) return `rounded-full ${OUTLINED}`;
  if (toPar >= 2) return `rounded-[3px] ring-2 ring-over-par ring-offset-2 forced-colors:ring-[CanvasText] ${OUTLINED}`;
  if (toPar > 0) return `rounded-[3px] ${OUTLINED}`;
  return "";
}

function toParWords(value: number, par: number): string {
  const toPar = value - par;
  if (toPar === 0) return "par";
  return `${Math.abs(toPar)} ${toPar < 0 ? "under" : "over"} par`;
}

/**
 * A gross or nett against the hole's par: lib/golf's colour and the scorecard shape. null is not entered yet;
 * a gross of 0 (or the nett of one) is a hole without a score, shown dark.
 */
export function ScoreMark({
  value,
  par,
  isNoScore = false,
}: {
  value: number | null;
  par: number;
  isNoScore?: boolean;
}) {
  if (isNoScore) {
    return (
      <span className={`${BOX} rounded-[3px] ${COLOUR_FILL.dark} ${OUTLINED}`} title="No score" data-colour="dark">
        {value === 0 ? "0" : "–"}
        <span className="sr-only"> (no score)</span>
      </span>
    );
  }
  if (value === null) {
    return (
      <span className={`${BOX} text-ink-muted`} aria-label="not entered">
        ·
      </span>
    );
  }
  const colour = scoreColour(value, par);
  return (
    <span
      className={`${BOX} ${COLOUR_FILL[colour]} ${colour === "dark" ? `rounded-[3px] ${OUTLINED}` : shapeOf(value, par)}`}
      data-colour={colour}
    >
      {value}
      <span className="sr-only"> ({toParWords(value, par)})</span>
    </span>
  );
}

/** Stableford points in lib/golf's colour; the number itself carries the meaning, bold so it reads in the sun. */
export function PointsMark({ points, isEntered }: { points: number; isEntered: boolean }) {
  if (!isEntered) {
    return (
      <span className={`${BOX} text-ink-muted`} aria-label="not entered">
        ·
      </span>
    );
  }
  const colour = pointsColour(points);
  return (
    <span className={`${BOX} rounded-md ${COLOUR_FILL[colour]}`} data-colour={colour}>
      {points}
    </span>
  );
}
