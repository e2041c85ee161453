import type { ScoredCard } from "./card";
import { rankStableford } from "./countback";
import { countHolesEntered } from "./thru";

/**
 * docs/golf-rules.md#non-returns: a card that was started and not finished, some hole never entered. A pick-up is
 * entered as 0 and does not make a non-return; a card with nothing entered is a non-starter, not a non-return.
 */
export function isNonReturn(gross: ReadonlyArray<number | null>): boolean {
  const entered = countHolesEntered(gross);
  return entered > 0 && entered < gross.length;
}

export type Standing<T> = T & { position: number | null; tied: boolean; nonReturn: boolean };

/**
 * A closed event's standings (docs/golf-rules.md#non-returns): the finished cards ranked with the countback of
 * docs/golf-rules.md#stableford-countback, then the non-returns with no position. Non-starters are left out.
 */
export function rankWithNonReturns<T extends { card: ScoredCard; gross: ReadonlyArray<number | null> }>(
  entries: T[],
): Array<Standing<T>> {
  const finishers = rankStableford(entries.filter((entry) => !isNonReturn(entry.gross)));
  const nonReturns = entries.filter((entry) => isNonReturn(entry.gross));
  return [
    ...finishers.map((entry) => Object.assign(entry, { nonReturn: false })),
    ...nonReturns.map((entry) => Object.assign({}, entry, { position: null, tied: false, nonReturn: true })),
  ];
}
