import { HANDICAP_MAX, HANDICAP_MIN, HOLES_PER_NINE } from "./constants";
import { roundHalfUp } from "./rounding";
import { resolveHandicapRules, type HandicapRules } from "./rules";
import { assertNumberInRange } from "./validate";
import { courseHandicap, whsPlayingHandicap, type TeeRating } from "./whs";

const DEFAULT_ALLOWANCE = 1;
/** docs/golf-rules.md#event-playing-handicap: winter events play off three-quarter handicaps. */
const DEFAULT_WINTER_ALLOWANCE = 0.75;

/**
 * docs/golf-rules.md#event-playing-handicap event playing handicap: the allowance is applied to the exact handicap and rounded once
 * (WHS Appendix C: applied to the unrounded value; a plus handicap moves up towards zero).
 */
export function eventHandicap(exact: number, opts: AllowanceOptions): number {
  assertNumberInRange("eventHandicap", "exact handicap", exact, HANDICAP_MIN, HANDICAP_MAX);
  return roundHalfUp(exact * allowanceOf("eventHandicap", opts));
}

type AllowanceOptions = { winter: boolean; allowance?: number; winterAllowance?: number };

function allowanceOf(fn: string, opts: AllowanceOptions): number {
  const allowance = opts.winter
    ? (opts.winterAllowance ?? DEFAULT_WINTER_ALLOWANCE)
    : (opts.allowance ?? DEFAULT_ALLOWANCE);
  if (typeof allowance !== "number" || !(allowance > 0 && allowance <= 1)) {
    const name = opts.winter ? "winterAllowance" : "allowance";
    throw new RangeError(`${fn}: ${name} must be above 0 and at most 1 (e.g. 0.75), got ${String(allowance)}`);
  }
  return allowance;
}

export type EventPlayingHandicap = {
  /** The handicap the card is played off, within HANDICAP_MIN..HANDICAP_MAX. */
  playing: number;
  /** The unrounded WHS course handicap it came from; null under the society basis. */
  courseHandicap: number | null;
};

/**
 * docs/golf-rules.md#handicap-basis: under the society basis (no tee) the event handicap of the exact handicap; under
 * the WHS basis the course handicap from the tee, the event's allowance applied and rounded once. A course handicap
 * beyond the card's range (a 54.0 index on a hard tee) plays off the range's end, as a society cap would.
 */
export function eventPlayingHandicap(
  exact: number,
  opts: AllowanceOptions & { tee?: TeeRating | null },
): EventPlayingHandicap {
  if (!opts.tee) return { playing: eventHandicap(exact, opts), courseHandicap: null };
  const unrounded = courseHandicap(exact, opts.tee);
  const playing = whsPlayingHandicap(unrounded, allowanceOf("eventPlayingHandicap", opts));
  return { playing: Math.min(HANDICAP_MAX, Math.max(HANDICAP_MIN, playing)), courseHandicap: unrounded };
}

/**
 * The playing handicap at full handicap that handicap adjustment reads the points at (docs/golf-rules.md#handicap-adjustment):
 * the exact handicap rounded, halved first on a nine (docs/golf-rules.md#nine-hole-cards).
 */
export function fullPlayingHandicap(exact: number, holeCount: number): number {
  return roundHalfUp(holeCount === HOLES_PER_NINE ? exact / 2 : exact);
}

/**
 * docs/golf-rules.md#event-playing-handicap with the sweep's rules: the allowance its rules set for the kind of event
 * (on the exact handicap, or on the course handicap from the tee under the WHS basis), then the competition cap if the
 * society has one (a cap on strokes received; the exact handicap is never capped).
 */
export function playingHandicapUnderRules(
  exact: number,
  event: { winter: boolean; tee?: TeeRating | null; holeCount?: 18 | 9 },
  rules?: HandicapRules,
): EventPlayingHandicap {
  const { allowances, competitionCap } = resolveHandicapRules("playingHandicapUnderRules", rules);
  // docs/golf-rules.md#nine-hole-cards: a nine plays off half the handicap (under WHS the tee's holeCount halves it).
  const forHoles = !event.tee && event.holeCount === HOLES_PER_NINE ? exact / 2 : exact;
  const allowed = eventPlayingHandicap(forHoles, {
    winter: false,
    allowance: event.winter ? allowances.winter : allowances.competition,
    tee: event.tee,
  });
  const cap = competitionCap === null ? null : capForHoles(competitionCap, event.tee?.holeCount ?? event.holeCount);
  const capped = !event.winter && cap !== null && allowed.playing > cap;
  return capped ? { ...allowed, playing: cap } : allowed;
}

/**
 * docs/golf-rules.md#nine-hole-cards: the society's cap is on 18 holes' strokes, so a nine's cap is half of it,
 * rounded as a playing handicap is (a cap of 27 allows 14 on a nine).
 */
function capForHoles(cap: number, holeCount: 18 | 9 | undefined): number {
  return holeCount === HOLES_PER_NINE ? roundHalfUp(cap / 2) : cap;
}
