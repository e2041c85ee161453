import { WHOLE_BP, type RemainderRule } from "./rules";

export type Finisher = { playerId: string; position: number };
export type Payout = { playerId: string; amount: number };
export type Split = { payouts: Payout[]; toFund: number };

/** docs/money-rules.md#payout-table: the places of the last row whose size the field reaches. */
export function placesFor(table: ReadonlyArray<{ fromEntrants: number; placesBp: number[] }>, entrants: number) {
  let chosen = table[0]?.placesBp ?? [WHOLE_BP];
  for (const row of table) if (entrants >= row.fromEntrants) chosen = row.placesBp;
  return chosen;
}

/**
 * docs/money-rules.md#sharing-the-sweep-pot: each place is worth its share of the pot rounded down; finishers tied
 * on a position share the places they occupy equally; the minor units left by rounding, by dividing a tie and by
 * places nobody reached go by the remainder rule. `finishers` is in the event's ranking order (countback).
 */
export function shareByPlaces(
  pot: number,
  finishers: readonly Finisher[],
  placesBp: readonly number[],
  rule: RemainderRule,
): Split {
  if (finishers.length === 0) return { payouts: [], toFund: pot };
  const placeAmounts = placesBp.map((bp) => Math.floor((pot * bp) / WHOLE_BP));
  const amounts = new Map<string, number>();
  const ordered = [...finishers].sort((a, b) => a.position - b.position);
  let paid = 0;
  for (let start = 0; start < ordered.length;) {
    const position = ordered[start]?.position ?? 0;
    let end = start;
    while (end < ordered.length && ordered[end]?.position === position) end += 1;
    const tied = ordered.slice(start, end);
    const occupied = placeAmounts.slice(position - 1, position - 1 + tied.length).reduce((sum, x) => sum + x, 0);
    const each = Math.floor(occupied / tied.length);
    const left = rule === "higherFinisher" ? occupied - each * tied.length : 0;
    tied.forEach((finisher, at) => amounts.set(finisher.playerId, each + (at < left ? 1 : 0)));
    paid += each * tied.length + left;
    start = end;
  }
  const unpaid = pot - paid;
  const first = ordered[0];
  if (rule === "higherFinisher" && first && unpaid > 0)
    amounts.set(first.playerId, (amounts.get(first.playerId) ?? 0) + unpaid);
  const payouts = ordered.map((finisher) => ({
    playerId: finisher.playerId,
    amount: amounts.get(finisher.playerId) ?? 0,
  }));
  return { payouts: payouts.filter((payout) => payout.amount > 0), toFund: rule === "fund" ? unpaid : 0 };
}
