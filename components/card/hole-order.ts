import type { ScoreDto } from "@/lib/validation/scorecards";

/** docs/screens-and-api.md#playing-and-marking-a-card: after a save the next hole by hole number is selected; after the last hole, the first. */
export function nextHoleNumber(scores: readonly Pick<ScoreDto, "holeNumber">[], holeNumber: number): number {
  const numbers = scores.map((score) => score.holeNumber).sort((a, b) => a - b);
  return numbers.find((number) => number > holeNumber) ?? numbers[0] ?? holeNumber;
}

export function previousHoleNumber(scores: readonly Pick<ScoreDto, "holeNumber">[], holeNumber: number): number {
  const numbers = scores.map((score) => score.holeNumber).sort((a, b) => b - a);
  return numbers.find((number) => number < holeNumber) ?? numbers[0] ?? holeNumber;
}
