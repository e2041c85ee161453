import type { ScoredCard } from "./card";
import { rankByKeys } from "./ranking";

/**
 * §4.2 Stableford countback keys (R&A Committee Procedures 5A(6)), compared in order:
 * total, back nine (10–18), last six (13–18), last three (16–18), 18th, then the last six
 * (4–9), three (7–9) and one (9th) of the first nine.
 */
function stablefordCountbackKeys(card: ScoredCard): number[] {
  let total = 0, back = 0, lastSix = 0, lastThree = 0, last = 0, frontSix = 0, frontThree = 0, frontLast = 0;
  for (const { holeNumber: hole, points } of card.scores) {
    total += points;
    if (hole >= 10) {
      back += points;
      if (hole >= 13) lastSix += points;
      if (hole >= 16) lastThree += points;
      if (hole === 18) last = points;
    } else if (hole >= 4) {
      frontSix += points;
      if (hole >= 7) frontThree += points;
      if (hole === 9) frontLast = points;
    }
  }
  return [total, back, lastSix, lastThree, last, frontSix, frontThree, frontLast];
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
  // Object.assign rather than spread: V8 copies these caller-shaped objects an order of magnitude faster.
  return ranked.map(({ item, position, tied }) => Object.assign({}, item, { position, tied }));
}
