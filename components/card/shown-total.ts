import { totalShown } from "@/lib/validation/card-totals";
import type { ScoreDto } from "@/lib/validation/scorecards";

/** A total as shown: lib/golf's number or 'NR', or null while the holes it sums are still being played. */
export type ShownTotal = number | "NR" | null;

/**
 * lib/golf reads a missing gross as no return (docs/golf-rules.md#card-totals), which is right for a finished card. During
 * play the holes ahead are missing too, so 'NR' there would only say "not finished": it is shown as open instead,
 * unless a hole already has no score (a 0), which makes the total NR whatever comes next.
 */
export function shownTotal(
  value: number,
  noReturn: boolean,
  scores: readonly Pick<ScoreDto, "gross">[],
  isFinal: boolean,
): ShownTotal {
  if (!noReturn || isFinal) return totalShown(value, noReturn);
  if (scores.some((score) => score.gross === 0)) return "NR";
  return scores.some((score) => score.gross === null) ? null : "NR";
}
