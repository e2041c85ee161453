import type { ScoreDto } from "@/lib/validation/scorecards";

type Holes = readonly Pick<ScoreDto, "holeNumber">[];

/**
 * docs/screens-and-api.md#playing-and-marking-a-card: after a save the next hole by hole number is selected; after
 * the last hole, none (null): the card is complete and one more tap cannot overwrite hole 1.
 */
export function nextHoleNumber(scores: Holes, holeNumber: number): number | null {
  return (
    scores
      .map((score) => score.holeNumber)
      .sort((a, b) => a - b)
      .find((number) => number > holeNumber) ?? null
  );
}

/** The hole before, by number; the first hole stays the first. */
export function previousHoleNumber(scores: Holes, holeNumber: number): number {
  const numbers = scores.map((score) => score.holeNumber).sort((a, b) => b - a);
  return numbers.find((number) => number < holeNumber) ?? holeNumber;
}

/** The last hole by number: where "back" leads from the complete card. */
export const lastHoleNumber = (scores: Holes): number | undefined =>
  scores.reduce<number | undefined>((last, score) => Math.max(last ?? score.holeNumber, score.holeNumber), undefined);
