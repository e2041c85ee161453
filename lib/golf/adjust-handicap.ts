import { HANDICAP_MAX, HANDICAP_MIN, HOLES_PER_NINE, PLAYED_TO_HANDICAP_POINTS } from "./constants";
import { scoreCard } from "./card";
import type { Hole } from "./course";
import { fullPlayingHandicap } from "./handicap";
import { ordinal } from "./ordinal";
import { toTenths } from "./rounding";
import { resolveHandicapRules, type HandicapRules, type ResolvedHandicapRules } from "./rules";
import { assertIntegerInRange, assertNumberInRange, assertOneDecimal, assertPositiveInteger } from "./validate";

/**
 * CONGU UHS categories (docs/golf-rules.md#handicap-adjustment table): upper bound of each category in tenths, the cut per point
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

/** Far above any real card (18 holes × 10 points at most at playing handicap 54); catches a gross total passed as points. */
const MAX_POINTS = 200;

/**
 * A finisher's points at full handicap and position, or a non-return (docs/golf-rules.md#non-returns). `holeCount`
 * is the card's: 9 on a nine-hole card, which plays to handicap at 18 points (18 when left out).
 */
export type AdjustmentOutcome =
  { points: number; position: number; holeCount?: 18 | 9; nonReturn?: false } | { nonReturn: true };
type AdjustInput = { exact: number; winter: boolean } & AdjustmentOutcome;

/**
 * docs/golf-rules.md#nine-hole-cards: playing to handicap is two points a hole, and a nine's buffer is half the
 * category's, rounded up, since a nine-hole score varies about half as much as an 18-hole one.
 */
function targetOf(holeCount: 18 | 9, buffer: number): { target: number; buffer: number } {
  if (holeCount !== HOLES_PER_NINE) return { target: PLAYED_TO_HANDICAP_POINTS, buffer };
  return { target: PLAYED_TO_HANDICAP_POINTS / 2, buffer: Math.ceil(buffer / 2) };
}

/**
 * docs/golf-rules.md#handicap-adjustment: the points a finisher's card scores at the full playing handicap (halved
 * on a nine), whatever allowance the event was played off, with the card's hole count; a null position is a
 * non-return.
 */
export function adjustmentOutcome(
  holes: Hole[],
  gross: ReadonlyArray<number | null>,
  exact: number,
  position: number | null,
): AdjustmentOutcome {
  if (position === null) return { nonReturn: true };
  const holeCount = holes.length === HOLES_PER_NINE ? HOLES_PER_NINE : 18;
  const points = scoreCard(holes, gross, fullPlayingHandicap(exact, holeCount)).totalPoints;
  return { points, position, holeCount };
}

/**
 * Why a handicap changed (or did not), in words a member reads on the results (e.g. "+0.1: 31 points, below the buffer");
 * `details` are the reason's steps after the points, for explanations that say the points their own way.
 */
export type HandicapAdjustment = { exact: number; change: number; reason: string; details: string[] };

const signedTenths = (tenths: number) => (tenths > 0 ? `+${tenths / 10}` : tenths < 0 ? `\u2212${-tenths / 10}` : "0");

/**
 * New exact handicap after an event (docs/golf-rules.md#handicap-adjustment, "CONGU-style Stableford"), with the reason.
 * points = Stableford points at the full playing handicap; position = best position of a tie.
 */
export function explainHandicapAdjustment(input: AdjustInput, rules?: HandicapRules): HandicapAdjustment {
  const fn = "adjustHandicap";
  assertNumberInRange(fn, "exact handicap", input.exact, HANDICAP_MIN, HANDICAP_MAX);
  assertOneDecimal(fn, "exact handicap", input.exact);
  const resolved = resolveHandicapRules(fn, rules);
  const unchanged = (why: string) => ({ exact: input.exact, change: 0, reason: `no change: ${why}`, details: [why] });

  if (resolved.method === "none") return unchanged("this sweep does not adjust handicaps");
  // CONGU FAQ: a ¾-allowance competition is non-qualifying and can neither reduce nor increase handicaps.
  if (input.winter && !resolved.adjustInWinterEvents) return unchanged("winter handicaps, so the event does not count");
  if (input.nonReturn) return adjustNonReturn(input.exact, resolved);
  assertIntegerInRange(fn, "points", input.points, 0, MAX_POINTS);
  assertPositiveInteger(fn, "position", input.position);

  const before = toTenths(input.exact);
  let tenths = before;
  const details = [`${input.points} points`];
  // docs/golf-rules.md#net-double-bogey-and-36-points: points − 36 is the nett differential vs par with net double bogey applied.
  const { target, buffer } = targetOf(input.holeCount ?? 18, categoryOf(tenths).buffer);
  const difference = input.points - target;
  if (difference > 0) {
    // CONGU: the category is re-evaluated after every point, so a cut can cross a boundary.
    for (let point = 0; point < difference; point++) tenths -= categoryOf(tenths).cutTenths;
    details.push(`${difference} over ${target}`);
  } else if (difference === 0) {
    details.push("played to handicap");
  } else if (difference >= -buffer) {
    details.push(`within the buffer of ${buffer}`);
  } else if (input.position > resolved.protectTopN) {
    tenths += 1;
    details.push("below the buffer");
  } else {
    details.push(`below the buffer, but the top ${resolved.protectTopN} never go up`);
  }
  const positionCut = toTenths(resolved.positionCuts[String(input.position)] ?? 0);
  if (positionCut > 0) {
    tenths -= positionCut;
    details.push(`${positionCut / 10} off for finishing ${ordinal(input.position)}`);
  }
  return withinBounds(before, tenths, details, resolved);
}

/** docs/golf-rules.md#non-returns: no change by default; +0.1 where the society keeps CONGU's old rule. */
function adjustNonReturn(exact: number, rules: ResolvedHandicapRules): HandicapAdjustment {
  const before = toTenths(exact);
  if (rules.nonReturn === "noChange") {
    const why = "a non-return, which does not change handicaps";
    return { exact, change: 0, reason: `no change: ${why}`, details: [why] };
  }
  return withinBounds(before, before + 1, ["a non-return", "raised by the sweep's rule for non-returns"], rules);
}

/** Holds the new handicap within the sweep's lowest and highest exact handicap; details[0] is the points, left out of `details`. */
function withinBounds(before: number, adjusted: number, details: string[], rules: ResolvedHandicapRules) {
  const [min, max] = [toTenths(rules.minExact), toTenths(rules.maxExact)];
  let tenths = adjusted;
  if (tenths > max || tenths < min) {
    tenths = Math.min(max, Math.max(min, tenths));
    details.push(`held at the ${tenths === max ? "maximum" : "minimum"} of ${tenths / 10}`);
  }
  const change = tenths - before;
  return {
    exact: tenths / 10,
    change: change / 10,
    reason: `${change === 0 ? "no change" : signedTenths(change)}: ${details.join(", ")}`,
    details: details.slice(1),
  };
}

/** New exact handicap after an event (docs/golf-rules.md#handicap-adjustment): explainHandicapAdjustment's number. */
export function adjustHandicap(input: AdjustInput, rules?: HandicapRules): number {
  return explainHandicapAdjustment(input, rules).exact;
}
