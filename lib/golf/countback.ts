import type { ScoredCard } from "./card";
import { rankByKeys } from "./ranking";

/**
 * §4.2 Stableford countback (R&A Committee Procedures 5A(6)): total, back nine, last six,
 * last three, 18th, then the last six, three and one of the first nine.
 */
const COUNTBACK_RANGES: ReadonlyArray<readonly [from: number, to: number]> = [
  [1, 18],
  [10, 18],
  [13, 18],
  [16, 18],
  [18, 18],
  [4, 9],
  [7, 9],
  [9, 9],
];

/** For each hole number 1..18, the countback keys its points add to. */
const KEYS_BY_HOLE: ReadonlyArray<ReadonlyArray<number>> = Array.from({ length: 19 }, (_, hole) =>
  COUNTBACK_RANGES.flatMap(([from, to], key) => (hole >= from && hole <= to ? [key] : [])),
);

export function stablefordCountbackKeys(card: ScoredCard): number[] {
  const keys = new Array<number>(COUNTBACK_RANGES.length).fill(0);
  for (const score of card.scores) {
    for (const key of KEYS_BY_HOLE[score.holeNumber] ?? []) keys[key] = (keys[key] ?? 0) + score.points;
  }
  return keys;
}

/**
 * Stableford ranking with the full countback of §4.2; equal after every key = shared position
 * (1, 2, 2, 4). Cards with no score at all are non-starters (§5) and are left out.
 */
export function rankStableford<T extends { card: ScoredCard }>(
  entries: T[],
): Array<T & { position: number; tied: boolean }> {
  const ranked = rankByKeys(
    entries,
    (entry) => (entry.card.holesPlayed === 0 ? null : stablefordCountbackKeys(entry.card)),
    "higher",
  );
  return ranked.map(({ item, position, tied }) => ({ ...item, position, tied }));
}
