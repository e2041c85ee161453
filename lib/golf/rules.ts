import { z } from "zod";
import { HANDICAP_MAX, HANDICAP_MIN } from "./constants";

export type OomRules = {
  scheme: "fieldSize" | "fixed";
  table?: number[];
  scaleByFieldSize?: boolean;
  participation?: number;
  doublePointsMultiplier?: number;
  bestN?: number | null;
  nonReturnPoints?: boolean;
  guestsInSeason?: boolean;
  nineHoleCardsInTopFive?: boolean;
};

export type HandicapRules = {
  method: "conguStableford" | "none";
  basis?: "society" | "whs";
  protectTopN?: number;
  positionCuts?: Record<number, number>;
  adjustInWinterEvents?: boolean;
  minExact?: number;
  maxExact?: number;
  nonReturn?: NonReturnHandicapRule;
  allowances?: Partial<Record<EventKind, Allowance>>;
  competitionCap?: number | null;
};

/** docs/golf-rules.md#non-returns: what a non-return does to the handicap. */
export const NON_RETURN_HANDICAP_RULES = ["noChange", "upOneTenth"] as const;
export type NonReturnHandicapRule = (typeof NON_RETURN_HANDICAP_RULES)[number];

/** docs/golf-rules.md#event-playing-handicap: the kinds of event a society sets an allowance for. */
export const EVENT_KINDS = ["competition", "winter"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** WHS Appendix C's usual allowances, as fractions of the handicap. */
export const ALLOWANCES = [1, 0.95, 0.9, 0.75] as const;
export type Allowance = (typeof ALLOWANCES)[number];
const allowanceSchema = z.literal(ALLOWANCES);

/** docs/golf-rules.md#order-of-merit-points defaults; a sweep's stored settings may omit any field. */
export const oomRulesSchema = z
  .object({
    scheme: z.enum(["fieldSize", "fixed"]).default("fieldSize"),
    table: z.array(z.number().min(0)).min(1).max(200).optional(),
    scaleByFieldSize: z.boolean().default(false),
    participation: z.number().min(0).default(1),
    doublePointsMultiplier: z.number().positive().default(2),
    bestN: z.number().int().positive().nullable().default(null),
    // docs/golf-rules.md#non-returns: a non-return scores nothing unless the society pays it for turning up.
    nonReturnPoints: z.boolean().default(false),
    // docs/golf-rules.md#guests: by default a guest plays in the event's positions only.
    guestsInSeason: z.boolean().default(false),
    // docs/golf-rules.md#top-five-leaderboard: points over nine holes do not compare with eighteen's, unless the society says so.
    nineHoleCardsInTopFive: z.boolean().default(false),
  })
  .refine((rules) => rules.scheme !== "fixed" || rules.table !== undefined, {
    message: "a fixed OOM scheme needs a points table",
    path: ["table"],
  });

/** docs/golf-rules.md#handicap-adjustment defaults. JSON object keys are strings, so position cuts are keyed "1", "2", … */
export const handicapRulesSchema = z
  .object({
    method: z.enum(["conguStableford", "none"]).default("conguStableford"),
    // docs/golf-rules.md#handicap-basis: events play off the society handicap, or a WHS course handicap from their tees.
    basis: z.enum(["society", "whs"]).default("society"),
    protectTopN: z.number().int().min(0).default(3),
    positionCuts: z
      .record(
        z.string().regex(/^[1-9][0-9]*$/, "position cuts are keyed by finishing position 1, 2, …"),
        z
          .number()
          .min(0)
          .max(HANDICAP_MAX - HANDICAP_MIN),
      )
      .default({}),
    adjustInWinterEvents: z.boolean().default(false),
    minExact: z.number().min(HANDICAP_MIN).max(HANDICAP_MAX).default(HANDICAP_MIN),
    maxExact: z.number().min(HANDICAP_MIN).max(HANDICAP_MAX).default(HANDICAP_MAX),
    nonReturn: z.enum(NON_RETURN_HANDICAP_RULES).default("noChange"),
    allowances: z
      .object({ competition: allowanceSchema.default(1), winter: allowanceSchema.default(0.75) })
      .default({ competition: 1, winter: 0.75 }),
    // Some societies cap the strokes anyone receives in a competition; the exact handicap itself is never capped.
    competitionCap: z.number().int().min(0).max(HANDICAP_MAX).nullable().default(null),
  })
  .refine((rules) => rules.minExact <= rules.maxExact, {
    message: "minExact must not be above maxExact",
    path: ["minExact"],
  });

export type ResolvedOomRules = z.output<typeof oomRulesSchema>;
export type ResolvedHandicapRules = z.output<typeof handicapRulesSchema>;

export const DEFAULT_OOM_RULES: Readonly<ResolvedOomRules> = Object.freeze(oomRulesSchema.parse({}));
export const DEFAULT_HANDICAP_RULES: Readonly<ResolvedHandicapRules> = Object.freeze(handicapRulesSchema.parse({}));

/** docs/golf-rules.md#order-of-merit-points alternative preset: the F1-style fixed table with no participation points. */
export const FIXED_TABLE_OOM_RULES: Readonly<ResolvedOomRules> = Object.freeze(
  oomRulesSchema.parse({ scheme: "fixed", table: [25, 18, 15, 12, 10, 8, 6, 4, 2, 1], participation: 0 }),
);

export function resolveOomRules(fn: string, rules: OomRules | undefined): Readonly<ResolvedOomRules> {
  if (rules === undefined) return DEFAULT_OOM_RULES;
  const parsed = oomRulesSchema.safeParse(rules);
  if (!parsed.success) throw new RangeError(`${fn}: invalid OOM rules: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export function resolveHandicapRules(fn: string, rules: HandicapRules | undefined): Readonly<ResolvedHandicapRules> {
  if (rules === undefined) return DEFAULT_HANDICAP_RULES;
  const parsed = handicapRulesSchema.safeParse(rules);
  if (!parsed.success) throw new RangeError(`${fn}: invalid handicap rules: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
