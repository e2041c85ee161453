import { placesFor, shareByPlaces, type Payout } from "./places";
import { settlePrizes, type PrizePayout, type PrizeToSettle } from "./prizes";
import { WHOLE_BP, type EventStakes, type MoneyRules } from "./rules";
import { shareTwos } from "./twos";

/**
 * An entrant with a card in the event's ranking: `position` is the event's (countback, shared when tied), null for a
 * non-return, who has no place in the sweep but keeps the twos they scored.
 */
export type RankedEntrant = {
  playerId: string;
  position: number | null;
  inSweep: boolean;
  inTwos: boolean;
  twos: number;
};

export type EventSettlement = {
  sweepPayouts: Payout[];
  twosPayouts: Payout[];
  /** The society's cut of the sweep pot plus the sweep's remainders the rules send to the fund. */
  sweepToFund: number;
  /** The twos' remainders, or an unclaimed pot, that the rules send to the fund. */
  twosToFund: number;
  /** The twos pot carried to the sweep's next event because nobody scored a two. */
  twosRollover: number;
  /** Nearest-the-pin and longest-drive prizes whose winner is recorded. */
  prizePayouts: PrizePayout[];
  /** Shares of the sweep pot kept for prizes whose winner is not recorded yet. */
  prizesHeld: number;
};

/**
 * docs/money-rules.md#closing-an-event: the sweep pot less the society's cut is shared by the sweep's entrants in
 * the event's ranking (positions counted among them only); the twos pot (this event's stakes and any rollover)
 * among the twos' entrants; the prizes' shares come off the sweep pot first (docs/money-rules.md#prizes). Every
 * minor unit of both pots is a payout, the fund's, the rollover or held for a prize.
 */
export function settleEvent(
  pots: { sweep: number; twos: number },
  ranked: readonly RankedEntrant[],
  stakes: Pick<EventStakes, "fundCutBp">,
  rules: Pick<MoneyRules, "payoutTable" | "remainder" | "twosUnclaimed">,
  prizes: readonly PrizeToSettle[] = [],
): EventSettlement {
  const cut = pots.sweep - sweepPotAfterCut(pots.sweep, stakes.fundCutBp);
  const prized = settlePrizes(pots.sweep - cut, prizes);
  const sweepers = ranked.flatMap((entrant) =>
    entrant.inSweep && entrant.position !== null ? [{ playerId: entrant.playerId, position: entrant.position }] : [],
  );
  const finishers = sweepers.map((entrant) => ({
    playerId: entrant.playerId,
    position: 1 + sweepers.filter((other) => other.position < entrant.position).length,
  }));
  const sweep = shareByPlaces(
    pots.sweep - cut - prized.setAside,
    finishers,
    placesFor(rules.payoutTable, sweepers.length),
    rules.remainder,
  );
  const twos = shareTwos(
    pots.twos,
    ranked.filter((entrant) => entrant.inTwos),
    rules.remainder,
    rules.twosUnclaimed,
  );
  return {
    sweepPayouts: sweep.payouts,
    twosPayouts: twos.payouts,
    sweepToFund: cut + sweep.toFund,
    twosToFund: twos.toFund,
    twosRollover: twos.rollover,
    prizePayouts: prized.payouts,
    prizesHeld: prized.held,
  };
}

/** The sweep pot less the society's cut (rounded down): what the prizes' shares and the places divide. */
export function sweepPotAfterCut(pot: number, fundCutBp: number): number {
  return pot - Math.floor((pot * fundCutBp) / WHOLE_BP);
}

/** What entering costs a player (docs/money-rules.md#stakes): the fee, and each stake they are in. */
export function entryCharge(stakes: EventStakes, choice: { inSweep: boolean; inTwos: boolean }) {
  return {
    fee: stakes.entryFee,
    sweep: choice.inSweep ? stakes.sweepStake : 0,
    twos: choice.inTwos ? stakes.twosStake : 0,
  };
}
