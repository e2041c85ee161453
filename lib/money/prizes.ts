import { z } from "zod";
import { WHOLE_BP, minorAmountSchema } from "./rules";

export const PRIZE_KINDS = ["nearestPin", "longestDrive"] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/**
 * docs/money-rules.md#prizes: nearest the pin or longest drive on a chosen hole, worth a fixed amount (from the
 * society fund) or a share of the sweep pot in basis points (set aside before the places are shared).
 */
export const prizeSchema = z.union([
  z.strictObject({
    kind: z.enum(PRIZE_KINDS),
    hole: z.number().int().min(1).max(18),
    amount: minorAmountSchema.refine((amount) => amount > 0, "a fixed prize is worth more than nothing"),
  }),
  z.strictObject({
    kind: z.enum(PRIZE_KINDS),
    hole: z.number().int().min(1).max(18),
    shareBp: z.number().int().min(1).max(WHOLE_BP),
  }),
]);
export type Prize = z.infer<typeof prizeSchema>;

/** An event's prizes: each kind once a hole, and shares of the sweep pot that together leave room for the places. */
export const prizeListSchema = z
  .array(prizeSchema)
  .max(36)
  .refine(
    (prizes) => new Set(prizes.map((prize) => `${prize.kind} ${prize.hole}`)).size === prizes.length,
    "each prize once a hole",
  )
  .refine(
    (prizes) => prizes.reduce((sum, prize) => sum + ("shareBp" in prize ? prize.shareBp : 0), 0) <= WHOLE_BP,
    "the prizes' shares cannot take more than the whole sweep pot",
  );

export type PrizeToSettle = { id: string; amount: number | null; shareBp: number | null; winnerId: string | null };
export type PrizePayout = { prizeId: string; playerId: string; amount: number; from: "sweepPot" | "fund" };
export type PrizeSettlement = {
  /** What the sweep pot sets aside for its prizes: the places share the rest. */
  setAside: number;
  /** Every prize whose winner is recorded. */
  payouts: PrizePayout[];
  /** The shares of prizes whose winner is not recorded yet, held in the pot until they are. */
  held: number;
};

/** A prize's worth when the sweep pot, less the society's cut, is `pot` (a share is rounded down). */
export function prizeWorth(prize: Pick<PrizeToSettle, "amount" | "shareBp">, pot: number): number {
  return prize.shareBp === null ? (prize.amount ?? 0) : Math.floor((pot * prize.shareBp) / WHOLE_BP);
}

/**
 * docs/money-rules.md#prizes: share prizes come off the sweep pot (less the society's cut) before its places, and
 * are held in the pot while their winner is unknown; fixed prizes are paid from the fund. A prize's rounding is the
 * places': whatever a share does not take stays in the pot they share.
 */
export function settlePrizes(pot: number, prizes: readonly PrizeToSettle[]): PrizeSettlement {
  let setAside = 0;
  let held = 0;
  const payouts: PrizePayout[] = [];
  for (const prize of prizes) {
    const worth = prizeWorth(prize, pot);
    const from = prize.shareBp === null ? "fund" : "sweepPot";
    if (from === "sweepPot") setAside += worth;
    if (prize.winnerId === null) held += from === "sweepPot" ? worth : 0;
    else if (worth > 0) payouts.push({ prizeId: prize.id, playerId: prize.winnerId, amount: worth, from });
  }
  return { setAside, payouts, held };
}
