import { HOLES_PER_CARD, HOLES_PER_NINE, STROKE_ALLOCATION_MAX } from "./constants";
import { roundHalfUp } from "./rounding";
import { assertIntegerInRange, assertNumberInRange } from "./validate";

/** WHS Rule 6.1: 113 is the Slope Rating of a course of standard difficulty. */
const STANDARD_SLOPE = 113;
/** WHS Rule 5.2 and the course rating system: HI is at most 54.0, Slope is 55..155. */
const HANDICAP_INDEX_MIN = -10;
const SLOPE_MIN = 55;
const SLOPE_MAX = 155;

export type TeeRating = { slopeRating: number; courseRating: number; par: number; holeCount?: 18 | 9 };

/**
 * WHS Rule 6.1 Course Handicap, unrounded (CONGU 6.1b: "rounding occurs only after the Playing
 * Handicap calculation"). On a nine the Handicap Index is halved and the nine's ratings are used.
 */
export function courseHandicap(handicapIndex: number, tee: TeeRating): number {
  const fn = "courseHandicap";
  assertNumberInRange(fn, "Handicap Index", handicapIndex, HANDICAP_INDEX_MIN, STROKE_ALLOCATION_MAX);
  assertNumberInRange(fn, "Slope Rating", tee.slopeRating, SLOPE_MIN, SLOPE_MAX);
  const holeCount = tee.holeCount ?? HOLES_PER_CARD;
  assertIntegerInRange(fn, "par", tee.par, 3 * holeCount, 6 * holeCount);
  assertNumberInRange(fn, "Course Rating", tee.courseRating, 2 * holeCount, 6 * holeCount);
  const index = holeCount === HOLES_PER_NINE ? handicapIndex / 2 : handicapIndex;
  return index * (tee.slopeRating / STANDARD_SLOPE) + (tee.courseRating - tee.par);
}

/** WHS Rule 6.2 / Appendix C: the allowance applies to the unrounded Course Handicap, rounded once. */
export function whsPlayingHandicap(courseHandicapUnrounded: number, allowance: number): number {
  if (!(allowance > 0 && allowance <= 1)) {
    throw new RangeError(
      `whsPlayingHandicap: allowance must be above 0 and at most 1 (e.g. 0.95), got ${String(allowance)}`,
    );
  }
  return roundHalfUp(courseHandicapUnrounded * allowance);
}
