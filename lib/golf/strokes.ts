import { HANDICAP_MIN, HOLES_PER_CARD, HOLES_PER_NINE, STROKE_ALLOCATION_MAX } from "./constants";
import { assertIntegerInRange } from "./validate";

/**
 * Strokes on the hole allocated `rank` on an n-hole card, without validation (for loops that
 * validated once). WHS Appendix E: SI 1 repeats as stroke 19, 37, 55; plus handicaps give
 * strokes back starting at the highest rank.
 */
export function allocateStrokes(playingHandicap: number, rank: number, holeCount: number): number {
  if (playingHandicap >= 0) {
    const base = Math.floor(playingHandicap / holeCount);
    return base + (rank <= playingHandicap % holeCount ? 1 : 0);
  }
  const given = -playingHandicap;
  const base = Math.floor(given / holeCount);
  const extra = rank > holeCount - (given % holeCount) ? 1 : 0;
  // 0 - x keeps a hole with no strokes given back at +0 rather than −0.
  return 0 - (base + extra);
}

/**
 * docs/golf-rules.md#strokes-received strokes received on one hole; negative means strokes given back (plus handicap).
 * On a 9-hole card `strokeIndex` is the hole's rank 1..9 within the nine (docs/golf-rules.md#nine-hole-cards).
 */
export function strokesReceived(
  playingHandicap: number,
  strokeIndex: number,
  holeCount: 18 | 9 = HOLES_PER_CARD,
): number {
  if (holeCount !== HOLES_PER_CARD && holeCount !== HOLES_PER_NINE) {
    throw new RangeError(`strokesReceived: holeCount must be 18 or 9, got ${String(holeCount)}`);
  }
  assertIntegerInRange("strokesReceived", "playing handicap", playingHandicap, HANDICAP_MIN, STROKE_ALLOCATION_MAX);
  assertIntegerInRange("strokesReceived", "stroke index", strokeIndex, 1, holeCount);
  return allocateStrokes(playingHandicap, strokeIndex, holeCount);
}
