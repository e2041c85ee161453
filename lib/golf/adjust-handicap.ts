import { PLAYED_TO_HANDICAP_POINTS, HANDICAP_MAX, HANDICAP_MIN } from "./constants";
import { toTenths } from "./rounding";
import { resolveHandicapRules, type HandicapRules } from "./rules";
import { assertIntegerInRange, assertNumberInRange, assertOneDecimal, assertPositiveInteger } from "./validate";

/**
 * CONGU UHS categories (§7.1 table): upper bound of each category in tenths, the cut per point
 * over 36 in tenths, and the buffer in points below 36 before +0.1 applies.
 */
const CATEGORIES: ReadonlyArray<{ upToTenths: number; cutTenths: number; buffer: number }> = [
  { upToTenths: 54, cutTenths: 1, buffer: 1 },
  { upToTenths: 124, cutTenths: 2, buffer: 2 },
  { upToTenths: 204, cutTenths: 3, buffer: 3 },
  { upToTenths: 284, cutTenths: 4, buffer: 4 },
  { upToTenths: Number.POSITIVE_INFINITY, cutTenths: 5, buffer: 5 },
];

function categoryOf(tenths: number): { cutTenths: number; buffer: number } {
  return CATEGORIES.find((category) => tenths <= category.upToTenths) ?? { cutTenths: 5, buffer: 5 };
}

/** Far above any real card (18 holes × 9 points at most at playing handicap 36); catches a gross total passed as points. */
const MAX_POINTS = 200;

/**
 * New exact handicap after an event (§7.3, "CONGU-style Stableford").
 * points = Stableford points at the full playing handicap; position = best position of a tie.
 */
export function adjustHandicap(
  input: { exact: number; points: number; position: number; winter: boolean },
  rules?: HandicapRules,
): number {
  const fn = "adjustHandicap";
  assertNumberInRange(fn, "exact handicap", input.exact, HANDICAP_MIN, HANDICAP_MAX);
  assertOneDecimal(fn, "exact handicap", input.exact);
  assertIntegerInRange(fn, "points", input.points, 0, MAX_POINTS);
  assertPositiveInteger(fn, "position", input.position);
  const resolved = resolveHandicapRules(fn, rules);

  if (resolved.method === "none") return input.exact;
  // CONGU FAQ: a ¾-allowance competition is non-qualifying and can neither reduce nor increase handicaps.
  if (input.winter && !resolved.adjustInWinterEvents) return input.exact;

  let tenths = toTenths(input.exact);
  // §3.5: points − 36 is the nett differential vs par with net double bogey applied.
  const difference = input.points - PLAYED_TO_HANDICAP_POINTS;
  if (difference > 0) {
    // CONGU: the category is re-evaluated after every point, so a cut can cross a boundary.
    for (let point = 0; point < difference; point++) tenths -= categoryOf(tenths).cutTenths;
  } else if (difference < -categoryOf(tenths).buffer && input.position > resolved.protectTopN) {
    tenths += 1;
  }
  tenths -= toTenths(resolved.positionCuts[String(input.position)] ?? 0);
  tenths = Math.min(toTenths(resolved.maxExact), Math.max(toTenths(resolved.minExact), tenths));
  return tenths / 10;
}
