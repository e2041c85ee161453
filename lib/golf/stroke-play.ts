import type { ScoredCard } from "./card";
import { HOLES_PER_CARD, NO_RETURN } from "./constants";
import { rankByKeys } from "./ranking";

/**
 * docs/golf-rules.md#nett-stroke-play-countback nett stroke-play countback: gross over the range minus ph/k, with the fractions kept
 * ("Fractions should not be disregarded"). Multiplying by 18 keeps every key an integer.
 */
const STROKE_PLAY_RANGES: ReadonlyArray<readonly [from: number, to: number, divisor: number]> = [
  [1, 18, 1],
  [10, 18, 2],
  [13, 18, 3],
  [16, 18, 6],
  [18, 18, 18],
  [4, 9, 3],
  [7, 9, 6],
  [9, 9, 18],
];

function strokePlayKeys(card: ScoredCard, handicap: number): number[] | null {
  // docs/golf-rules.md#no-return: a card with any no-return hole has no stroke-play score.
  if (card.totalGross === NO_RETURN || card.scores.length !== HOLES_PER_CARD) return null;
  return STROKE_PLAY_RANGES.map(([from, to, divisor]) => {
    let gross = 0;
    for (const score of card.scores) {
      if (score.holeNumber >= from && score.holeNumber <= to) gross += score.gross ?? 0;
    }
    return HOLES_PER_CARD * gross - (HOLES_PER_CARD / divisor) * handicap;
  });
}

/**
 * Nett (or gross, ph = 0) stroke-play ranking, lower is better, with the docs/golf-rules.md#nett-stroke-play-countback countback.
 * Cards with an NR hole are excluded. Not part of the docs/golf-rules.md#functions-of-the-golf-module surface yet: no screen ranks medals.
 */
export function rankStrokePlay<T extends { card: ScoredCard; playingHandicap: number }>(
  entries: T[],
  basis: "nett" | "gross",
): Array<T & { position: number; tied: boolean }> {
  const ranked = rankByKeys(
    entries,
    (entry) => strokePlayKeys(entry.card, basis === "nett" ? entry.playingHandicap : 0),
    "lower",
  );
  // Object.assign rather than spread: V8 copies these caller-shaped objects an order of magnitude faster.
  return ranked.map(({ item, position, tied }) => Object.assign({}, item, { position, tied }));
}
