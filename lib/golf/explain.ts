import { explainHandicapAdjustment, type AdjustmentOutcome } from "./adjust-handicap";
import { ordinal } from "./ordinal";
import type { HandicapRules } from "./rules";

const pointsWord = (points: number) => `${points} ${points === 1 ? "point" : "points"}`;
const signedExact = (exact: number) => (exact < 0 ? `+${-exact}` : String(exact));

/**
 * docs/golf-rules.md#explaining-a-figure: one event's order-of-merit points in words, e.g. "12 points: 3rd of 18,
 * double-points event".
 */
export function explainOomLine(line: {
  points: number;
  position: number;
  nonReturn: boolean;
  finishers: number;
  doublePoints: boolean;
  counted: boolean;
  bestN: number | null;
}): string {
  const how = line.nonReturn
    ? line.points > 0
      ? "a non-return, paid the participation points"
      : "a non-return"
    : `${ordinal(line.position)} of ${line.finishers}`;
  const double = line.doublePoints ? ", double-points event" : "";
  const counted = line.counted ? "" : `; not counted, outside the best ${line.bestN ?? ""}`.trimEnd();
  return `${pointsWord(line.points)}: ${how}${double}${counted}`;
}

export type HandicapChangeFacts = { fromExact: number; toExact: number; winter: boolean } & AdjustmentOutcome;

/**
 * docs/golf-rules.md#explaining-a-figure: why a close moved a handicap, e.g. "4th with 39 points: cut 0.4 (3 over 36,
 * 0.1 off for finishing 4th), 14.6 → 14.2". When today's rules would not give the stored change, the rules were
 * different when the event closed, and the sentence says so rather than inventing a reason.
 */
export function explainHandicapChange(facts: HandicapChangeFacts, rules?: HandicapRules): string {
  const outcome: AdjustmentOutcome = facts.nonReturn
    ? { nonReturn: true }
    : { points: facts.points, position: facts.position, holeCount: facts.holeCount };
  const who = facts.nonReturn ? "A non-return" : `${ordinal(facts.position)} with ${pointsWord(facts.points)}`;
  const move = `${signedExact(facts.fromExact)} \u2192 ${signedExact(facts.toExact)}`;
  const adjustment = explainHandicapAdjustment({ exact: facts.fromExact, winter: facts.winter, ...outcome }, rules);
  if (adjustment.exact !== facts.toExact) return `${who}: ${move} under the rules in force when the event closed`;
  const size = Math.abs(adjustment.change);
  const verb = adjustment.change < 0 ? `cut ${size}` : adjustment.change > 0 ? `up ${size}` : "no change";
  return `${who}: ${verb} (${adjustment.details.join(", ")}), ${move}`;
}
