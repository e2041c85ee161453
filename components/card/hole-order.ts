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

/** Where marking starts: the first hole without a gross, or the first hole once every hole has one. */
export function firstOpenHole(scores: readonly Pick<ScoreDto, "holeNumber" | "gross">[]): number {
  const ordered = [...scores].sort((a, b) => a.holeNumber - b.holeNumber);
  return (ordered.find((score) => score.gross === null) ?? ordered[0])?.holeNumber ?? 1;
}
