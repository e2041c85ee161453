import { z } from "zod";
import { eventPlayerParamsSchema } from "@/lib/validation/entries";
import { eventParamsSchema } from "@/lib/validation/events";
import {
  entryStakesBodySchema,
  entryStakesDtoSchema,
  eventMoneyDtoSchema,
  eventPrizeDtoSchema,
  eventPrizesBodySchema,
  eventStakesBodySchema,
  eventStakesDtoSchema,
  ledgerEntryDtoSchema,
  ledgerEntryParamsSchema,
  moneyRulesBodySchema,
  moneyRulesDtoSchema,
  paymentBodySchema,
  prizeParamsSchema,
  prizeWinnerBodySchema,
  purseStatementDtoSchema,
  reversalBodySchema,
  sweepMoneyDtoSchema,
} from "@/lib/validation/money";
import { sweepParamsSchema } from "@/lib/validation/sweeps";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/money";

const MONEY_NOTE = "Amounts are integer minor units of the sweep's currency (pence for GBP). Sweeps never moves money.";
const CSV = "text/csv";

export const getSweepMoney = defineEndpoint({
  ...route.getSweepMoney,
  family: "extension",
  tag: "Money",
  access: "treasurer",
  summary: "Every purse's balance, the society fund, cash held, the twos rollover and each event's pots",
  description: `${MONEY_NOTE} \`total\` sums every balance: zero whenever the books balance, which double entry keeps.`,
  params: sweepParamsSchema,
  response: { status: 200, schema: sweepMoneyDtoSchema, description: "The sweep's balances." },
});

export const putMoneyRules = defineEndpoint({
  ...route.putMoneyRules,
  family: "extension",
  tag: "Money",
  access: "admin",
  summary: "Set the sweep's currency, payout table, remainder rule and what happens to unclaimed twos",
  description: "Each payout row's places share 100 % in basis points (5000 is 50 %). Applies to events closed after.",
  params: sweepParamsSchema,
  body: moneyRulesBodySchema,
  response: { status: 200, schema: moneyRulesDtoSchema, description: "The settings stored." },
});

export const getMyPurse = defineEndpoint({
  ...route.getMyPurse,
  family: "extension",
  tag: "Money",
  access: "member",
  summary: "The caller's purse in the sweep: balance (negative is owed to the society) and statement",
  description: MONEY_NOTE,
  params: sweepParamsSchema,
  response: { status: 200, schema: purseStatementDtoSchema, description: "The caller's statement, oldest first." },
});

export const getMyPurseCsv = defineEndpoint({
  ...route.getMyPurseCsv,
  family: "extension",
  tag: "Money",
  access: "member",
  summary: "The caller's purse statement as CSV: date, what, reference, amount, balance",
  params: sweepParamsSchema,
  response: { status: 200, contentType: CSV, description: "One row per movement, oldest first." },
});

export const getMemberPurse = defineEndpoint({
  ...route.getMemberPurse,
  family: "extension",
  tag: "Money",
  access: "treasurer",
  summary: "A member's purse statement, for the treasurer",
  description: MONEY_NOTE,
  params: z.object({ sweepId: sweepParamsSchema.shape.sweepId, playerId: eventPlayerParamsSchema.shape.playerId }),
  response: { status: 200, schema: purseStatementDtoSchema, description: "The member's statement, oldest first." },
});

export const getLedgerCsv = defineEndpoint({
  ...route.getLedgerCsv,
  family: "extension",
  tag: "Money",
  access: "treasurer",
  summary: "The society ledger as CSV: one row per line of every entry, with who, when and why",
  params: sweepParamsSchema,
  response: { status: 200, contentType: CSV, description: "Every line, oldest entry first." },
});

export const recordPayment = defineEndpoint({
  ...route.recordPayment,
  family: "extension",
  tag: "Money",
  access: "treasurer",
  summary: "Record money received from a member (cash or bank transfer, with a reference) or paid out to one",
  description: `${MONEY_NOTE} 404 for someone who is not an approved member.`,
  params: sweepParamsSchema,
  body: paymentBodySchema,
  response: { status: 201, schema: ledgerEntryDtoSchema, description: "The ledger entry written." },
});

export const reverseLedgerEntry = defineEndpoint({
  ...route.reverseLedgerEntry,
  family: "extension",
  tag: "Money",
  access: "treasurer",
  summary: "Correct a payment recorded in error: a reversing entry with the reason (nothing is edited or deleted)",
  description: "409 for anything but a payment, or one already reversed.",
  params: ledgerEntryParamsSchema,
  body: reversalBodySchema,
  response: { status: 201, schema: ledgerEntryDtoSchema, description: "The reversing entry." },
  errors: [409],
});

export const getEventMoney = defineEndpoint({
  ...route.getEventMoney,
  family: "extension",
  tag: "Money",
  access: "member",
  summary: "An event's stakes, its pots, the caller's stakes, and what its close paid whom",
  description: MONEY_NOTE,
  params: eventParamsSchema,
  response: { status: 200, schema: eventMoneyDtoSchema, description: "The event's money." },
});

export const putEventStakes = defineEndpoint({
  ...route.putEventStakes,
  family: "extension",
  tag: "Money",
  access: "admin",
  summary: "Set an event's entry fee, sweep stake (every entrant or opt-in), twos stake and the fund's cut",
  description: `${MONEY_NOTE} 409 once anyone has been charged for the event, or when it is closed.`,
  params: eventParamsSchema,
  body: eventStakesBodySchema,
  response: { status: 200, schema: eventStakesDtoSchema, description: "The stakes stored." },
  errors: [409],
});

export const putEntryStakes = defineEndpoint({
  ...route.putEntryStakes,
  family: "extension",
  tag: "Money",
  access: "member",
  summary: "Join or leave an event's opt-in sweep and its twos: a member their own while entries are open, admins any",
  description: `${MONEY_NOTE} The purse is debited or credited the stake at once. 403 for another member's entry.`,
  params: eventPlayerParamsSchema,
  body: entryStakesBodySchema,
  response: { status: 200, schema: entryStakesDtoSchema, description: "The entrant's stakes now." },
  errors: [404, 409],
});

export const putEventPrizes = defineEndpoint({
  ...route.putEventPrizes,
  family: "extension",
  tag: "Money",
  access: "admin",
  summary: "Set an event's nearest-the-pin and longest-drive prizes: a fixed amount, or a share of the sweep pot",
  description: `${MONEY_NOTE} The whole list; a prize kept (same kind and hole) keeps its winner. 409 once the event is closed.`,
  params: eventParamsSchema,
  body: eventPrizesBodySchema,
  response: { status: 200, schema: z.array(eventPrizeDtoSchema), description: "The event's prizes, by hole." },
  errors: [409],
});

export const putPrizeWinner = defineEndpoint({
  ...route.putPrizeWinner,
  family: "extension",
  tag: "Money",
  access: "admin",
  summary: "Record who won a prize (null: nobody yet), before or after the close; a closed event pays them at once",
  description: `${MONEY_NOTE} A winner paid before is reversed. 404 for a prize of another event or someone not entered.`,
  params: prizeParamsSchema,
  body: prizeWinnerBodySchema,
  response: { status: 200, schema: eventPrizeDtoSchema, description: "The prize with its winner." },
});
