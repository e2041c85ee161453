import type { ScoredCard } from "./card";
import { rankByKeys } from "./ranking";

/**
 * docs/golf-rules.md#stableford-countback Stableford countback keys (R&A Committee Procedures 5A(6)), compared in order:
 * total, back nine (10–18), last six (13–18), last three (16–18), 18th, then the last six
 * (4–9), three (7–9) and one (9th) of the first nine.
 */
function stablefordCountbackKeys(card: ScoredCard): number[] {
  let total = 0,
    back = 0,
    lastSix = 0,
    lastThree = 0,
    last = 0,
    frontSix = 0,
    frontThree = 0,
    frontLast = 0;
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
 * Stableford ranking with the full countback of docs/golf-rules.md#stableford-countback; equal after every key = shared position
 * (1, 2, 2, 4). Cards with no score at all are non-starters (docs/golf-rules.md#event-leaderboard) and are left out.
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

/** The docs/golf-rules.md#stableford-countback keys after the total, in order, with the words a results sheet uses for them. */
const COUNTBACK_KEYS = [
  { key: "backNine", label: "back nine" },
  { key: "lastSix", label: "last six" },
  { key: "lastThree", label: "last three" },
  { key: "lastHole", label: "the 18th" },
  { key: "frontLastSix", label: "holes 4–9" },
  { key: "frontLastThree", label: "holes 7–9" },
  { key: "frontLastHole", label: "the 9th" },
] as const;

export type CountbackKey = (typeof COUNTBACK_KEYS)[number]["key"];
export type CountbackExplanation = {
  decidedBy: CountbackKey | null;
  value: number | null;
  againstValue: number | null;
  text: string;
};

/**
 * Why `upper` is placed above `lower` on equal points (docs/golf-rules.md#stableford-countback), e.g. "won on back nine 19 v 17"; decidedBy null
 * when every key is equal and the position is shared. null when the totals differ (no countback was needed).
 */
export function explainCountback(upper: ScoredCard, lower: ScoredCard): CountbackExplanation | null {
  const [upperTotal, ...upperKeys] = stablefordCountbackKeys(upper);
  const [lowerTotal, ...lowerKeys] = stablefordCountbackKeys(lower);
  if (upperTotal !== lowerTotal) return null;
  for (const [at, { key, label }] of COUNTBACK_KEYS.entries()) {
    const value = upperKeys[at] ?? 0;
    const againstValue = lowerKeys[at] ?? 0;
    if (value !== againstValue) {
      const outcome = value > againstValue ? "won" : "lost";
      return { decidedBy: key, value, againstValue, text: `${outcome} on ${label} ${value} v ${againstValue}` };
    }
  }
  return { decidedBy: null, value: null, againstValue: null, text: "tied on every countback: position shared" };
}
