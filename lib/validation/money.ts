import { z } from "zod";
import { eventStakesSchema, minorAmountSchema, moneyRulesSchema, PRIZE_KINDS, prizeListSchema } from "@/lib/money";
import { textField } from "./text";

const id = z.guid({ error: "Use the id of an existing record (a UUID)." });
const playerRef = z.object({ id: z.string(), fullName: z.string() });

export const ledgerEntryParamsSchema = z.object({ sweepId: id, ledgerEntryId: id });

/** PUT /api/sweeps/{sweepId}/money-rules: the whole settings (docs/money-rules.md#payout-table). */
export const moneyRulesBodySchema = z.strictObject({
  currency: moneyRulesSchema.shape.currency.unwrap(),
  locale: moneyRulesSchema.shape.locale.unwrap(),
  payoutTable: moneyRulesSchema.shape.payoutTable.unwrap(),
  remainder: moneyRulesSchema.shape.remainder.unwrap(),
  twosUnclaimed: moneyRulesSchema.shape.twosUnclaimed.unwrap(),
});
export const moneyRulesDtoSchema = moneyRulesBodySchema;

/** PUT /api/events/{eventId}/stakes (docs/money-rules.md#stakes). */
export const eventStakesBodySchema = z.strictObject({
  entryFee: eventStakesSchema.shape.entryFee.unwrap(),
  sweepStake: eventStakesSchema.shape.sweepStake.unwrap(),
  sweepOptIn: eventStakesSchema.shape.sweepOptIn.unwrap(),
  twosStake: eventStakesSchema.shape.twosStake.unwrap(),
  fundCutBp: eventStakesSchema.shape.fundCutBp.unwrap(),
});
export const eventStakesDtoSchema = eventStakesBodySchema;

/** PUT /api/events/{eventId}/players/{playerId}/stakes: which opt-in pots an entrant is in. */
export const entryStakesBodySchema = z.strictObject({ inSweep: z.boolean(), inTwos: z.boolean() });
export const entryStakesDtoSchema = entryStakesBodySchema;

/** PUT /api/events/{eventId}/prizes: the whole list (docs/money-rules.md#prizes); a prize kept keeps its winner. */
export const eventPrizesBodySchema = z.strictObject({ prizes: prizeListSchema });

export const prizeParamsSchema = z.object({ eventId: id, prizeId: id });

/** PUT /api/events/{eventId}/prizes/{prizeId}/winner: an entrant of the event, or null for none yet. */
export const prizeWinnerBodySchema = z.strictObject({ playerId: id.nullable() });

export const eventPrizeDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(PRIZE_KINDS),
  hole: z.number().int(),
  amount: z.number().int().nullable(),
  shareBp: z.number().int().nullable(),
  winner: playerRef.nullable(),
});
export type EventPrizeDto = z.infer<typeof eventPrizeDtoSchema>;

export const PAYMENT_DIRECTIONS = ["received", "paidOut"] as const;
export const PAYMENT_METHODS = ["cash", "bank"] as const;

/** POST /api/sweeps/{sweepId}/payments: money the treasurer took from a member, or handed to one. */
export const paymentBodySchema = z.strictObject({
  playerId: id,
  direction: z.enum(PAYMENT_DIRECTIONS),
  method: z.enum(PAYMENT_METHODS),
  amount: minorAmountSchema.refine((amount) => amount > 0, "Enter an amount above zero."),
  reference: textField("The reference", { max: 80 }).optional(),
});
export type PaymentBody = z.infer<typeof paymentBodySchema>;

/** POST /api/sweeps/{sweepId}/ledger/{ledgerEntryId}/reversal: a correction says why. */
export const reversalBodySchema = z.strictObject({ reason: textField("The reason", { max: 200 }) });

export const ledgerEntryDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(["entry", "withdrawal", "settlement", "payment", "transfer", "correction", "reversal"]),
  memo: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
  by: playerRef.nullable(),
  reversesId: z.string().nullable(),
  reversed: z.boolean(),
  eventId: z.string().nullable(),
  lines: z.array(
    z.object({
      account: z.enum(["purse", "fund", "sweepPot", "twosPot", "twosRollover", "cash"]),
      player: playerRef.nullable(),
      eventId: z.string().nullable(),
      amount: z.number().int(),
    }),
  ),
});
export type LedgerEntryDto = z.infer<typeof ledgerEntryDtoSchema>;

/** A member's purse (docs/money-rules.md#the-ledger): positive, the society owes them; negative, they owe. */
export const purseStatementDtoSchema = z.object({
  currency: z.string(),
  locale: z.string(),
  player: playerRef,
  balance: z.number().int(),
  lines: z.array(
    z.object({
      entryId: z.string(),
      createdAt: z.string(),
      kind: ledgerEntryDtoSchema.shape.kind,
      memo: z.string(),
      reference: z.string().nullable(),
      eventId: z.string().nullable(),
      amount: z.number().int(),
      balance: z.number().int(),
    }),
  ),
});
export type PurseStatementDto = z.infer<typeof purseStatementDtoSchema>;

const potRow = z.object({
  eventId: z.string(),
  date: z.string(),
  courseName: z.string(),
  sweep: z.number().int(),
  twos: z.number().int(),
});

/** Every balance of the sweep; `total` is their sum, zero whenever the books balance. */
export const sweepMoneyDtoSchema = z.object({
  currency: z.string(),
  locale: z.string(),
  purses: z.array(z.object({ player: playerRef, balance: z.number().int() })),
  fund: z.number().int(),
  cash: z.number().int(),
  twosRollover: z.number().int(),
  pots: z.array(potRow),
  total: z.number().int(),
});
export type SweepMoneyDto = z.infer<typeof sweepMoneyDtoSchema>;

/** An event's money: its stakes, what its pots hold, and what its close paid whom. */
export const eventMoneyDtoSchema = z.object({
  currency: z.string(),
  locale: z.string(),
  stakes: eventStakesDtoSchema,
  sweepPot: z.number().int(),
  twosPot: z.number().int(),
  sweepEntrants: z.number().int(),
  twosEntrants: z.number().int(),
  me: entryStakesDtoSchema.nullable(),
  prizes: z.array(eventPrizeDtoSchema),
  payouts: z.array(
    z.object({ player: playerRef, sweep: z.number().int(), twos: z.number().int(), prizes: z.number().int() }),
  ),
  toFund: z.number().int(),
  twosRollover: z.number().int(),
});
export type EventMoneyDto = z.infer<typeof eventMoneyDtoSchema>;
