import type { Payout } from "./places";
import type { RemainderRule } from "./rules";

export type TwosEntrant = { playerId: string; twos: number };
export type TwosSplit = { payouts: Payout[]; toFund: number; rollover: number };

/**
 * docs/money-rules.md#twos: the pot is shared per two scored among the twos' entrants; the minor units a two cannot
 * take go by the remainder rule (to the first two-scorer in ranking order, or the fund); no two at all and the pot
 * rolls over to the next event or goes to the fund. `entrants` is in the event's ranking order.
 */
export function shareTwos(
  pot: number,
  entrants: readonly TwosEntrant[],
  rule: RemainderRule,
  unclaimed: "rollover" | "fund",
): TwosSplit {
  const scorers = entrants.filter((entrant) => entrant.twos > 0);
  const twos = scorers.reduce((sum, entrant) => sum + entrant.twos, 0);
  if (twos === 0)
    return unclaimed === "rollover"
      ? { payouts: [], toFund: 0, rollover: pot }
      : { payouts: [], toFund: pot, rollover: 0 };
  const perTwo = Math.floor(pot / twos);
  const left = pot - perTwo * twos;
  const payouts = scorers.map((entrant, at) => ({
    playerId: entrant.playerId,
    amount: perTwo * entrant.twos + (rule === "higherFinisher" && at === 0 ? left : 0),
  }));
  return { payouts: payouts.filter((payout) => payout.amount > 0), toFund: rule === "fund" ? left : 0, rollover: 0 };
}
