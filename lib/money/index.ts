export { formatMoney, minorDigits, parseMoney } from "./amounts";
export { placesFor, shareByPlaces, type Finisher, type Payout, type Split } from "./places";
export {
  PRIZE_KINDS,
  prizeListSchema,
  prizeSchema,
  prizeWorth,
  settlePrizes,
  type Prize,
  type PrizeKind,
  type PrizePayout,
  type PrizeSettlement,
  type PrizeToSettle,
} from "./prizes";
export { shareTwos, type TwosEntrant, type TwosSplit } from "./twos";
export { entryCharge, settleEvent, sweepPotAfterCut, type EventSettlement, type RankedEntrant } from "./settle-event";
export {
  DEFAULT_MONEY_RULES,
  MAX_MINOR,
  WHOLE_BP,
  currencySchema,
  eventStakesSchema,
  localeSchema,
  minorAmountSchema,
  moneyRulesSchema,
  payoutTableSchema,
  remainderRuleSchema,
  type EventStakes,
  type MoneyRules,
  type RemainderRule,
} from "./rules";
