import { z } from "zod";

/** Basis points: 10 000 is the whole pot, so 50 % is 5 000 and a share never needs a fraction. */
export const WHOLE_BP = 10_000;

/** The largest amount the money rules take, in minor units (£10 000 000.00): products with basis points stay exact. */
export const MAX_MINOR = 1_000_000_000;

export const minorAmountSchema = z.number().int().min(0).max(MAX_MINOR);

/** ISO 4217 code; amounts in it are integer minor units (docs/money-rules.md#amounts). */
export const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, "a currency is a three-letter ISO 4217 code such as GBP")
  .refine((code) => Intl.supportedValuesOf("currency").includes(code), "that is not an ISO 4217 currency");

/** A BCP 47 tag such as en-GB: how the society writes amounts (docs/money-rules.md#amounts). */
export const localeSchema = z
  .string()
  .max(35)
  .refine((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length === 1;
    } catch {
      return false;
    }
  }, "a locale is a language tag such as en-GB");

/** One row of a payout table: from this many sweep entrants, the places' shares in basis points, summing to the pot. */
export const payoutRowSchema = z.object({
  fromEntrants: z.number().int().min(1).max(1000),
  placesBp: z
    .array(z.number().int().min(0).max(WHOLE_BP))
    .min(1)
    .max(20)
    .refine((places) => places.reduce((sum, bp) => sum + bp, 0) === WHOLE_BP, "the places must share 100 % of the pot"),
});

/** docs/money-rules.md#payout-table: the row used is the last whose fromEntrants the field reaches. */
export const payoutTableSchema = z
  .array(payoutRowSchema)
  .min(1)
  .max(10)
  .refine(
    (rows) => rows.every((row, at) => at === 0 || row.fromEntrants > (rows[at - 1]?.fromEntrants ?? 0)),
    "list the rows by field size, smallest first, each size once",
  )
  .refine((rows) => rows[0]?.fromEntrants === 1, "the first row starts at one entrant");

/** Where minor units a share cannot divide go (docs/money-rules.md#remainders): never lost. */
export const remainderRuleSchema = z.enum(["higherFinisher", "fund"]);
export type RemainderRule = z.infer<typeof remainderRuleSchema>;

/** A sweep's money settings; a sweep's stored settings may omit any field. */
export const moneyRulesSchema = z.object({
  currency: currencySchema.default("GBP"),
  locale: localeSchema.default("en-GB"),
  payoutTable: payoutTableSchema.default([{ fromEntrants: 1, placesBp: [5000, 3000, 2000] }]),
  remainder: remainderRuleSchema.default("higherFinisher"),
  twosUnclaimed: z.enum(["rollover", "fund"]).default("rollover"),
});
export type MoneyRules = z.infer<typeof moneyRulesSchema>;
export const DEFAULT_MONEY_RULES: MoneyRules = moneyRulesSchema.parse({});

/** An event's stakes (docs/money-rules.md#stakes), in the sweep's currency's minor units. */
export const eventStakesSchema = z.object({
  entryFee: minorAmountSchema.default(0),
  sweepStake: minorAmountSchema.default(0),
  sweepOptIn: z.boolean().default(false),
  twosStake: minorAmountSchema.default(0),
  fundCutBp: z.number().int().min(0).max(WHOLE_BP).default(0),
});
export type EventStakes = z.infer<typeof eventStakesSchema>;
