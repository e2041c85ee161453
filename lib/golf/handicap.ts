import { HANDICAP_MAX, HANDICAP_MIN } from "./constants";
import { roundHalfUp } from "./rounding";
import { resolveHandicapRules, type HandicapRules } from "./rules";
import { assertNumberInRange } from "./validate";

const DEFAULT_ALLOWANCE = 1;
/** docs/golf-rules.md#event-playing-handicap: winter events play off three-quarter handicaps. */
const DEFAULT_WINTER_ALLOWANCE = 0.75;

/**
 * docs/golf-rules.md#event-playing-handicap event playing handicap: the allowance is applied to the exact handicap and rounded once
 * (WHS Appendix C: applied to the unrounded value; a plus handicap moves up towards zero).
 */
export function eventHandicap(
  exact: number,
  opts: { winter: boolean; allowance?: number; winterAllowance?: number },
): number {
  assertNumberInRange("eventHandicap", "exact handicap", exact, HANDICAP_MIN, HANDICAP_MAX);
  const allowance = opts.winter
    ? (opts.winterAllowance ?? DEFAULT_WINTER_ALLOWANCE)
    : (opts.allowance ?? DEFAULT_ALLOWANCE);
  if (typeof allowance !== "number" || !(allowance > 0 && allowance <= 1)) {
    const name = opts.winter ? "winterAllowance" : "allowance";
    throw new RangeError(`eventHandicap: ${name} must be above 0 and at most 1 (e.g. 0.75), got ${String(allowance)}`);
  }
  return roundHalfUp(exact * allowance);
}

/**
 * docs/golf-rules.md#event-playing-handicap with the sweep's rules: the allowance its rules set for the kind of event,
 * then the competition cap if the society has one (a cap on strokes received; the exact handicap is never capped).
 */
export function playingHandicapUnderRules(exact: number, winter: boolean, rules?: HandicapRules): number {
  const { allowances, competitionCap } = resolveHandicapRules("playingHandicapUnderRules", rules);
  const playing = eventHandicap(exact, {
    winter: false,
    allowance: winter ? allowances.winter : allowances.competition,
  });
  return !winter && competitionCap !== null ? Math.min(playing, competitionCap) : playing;
}
