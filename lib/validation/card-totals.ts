import { z } from "zod";
import { NO_RETURN } from "@/lib/golf";

/** A gross or nett total: NR once a hole it covers has no return (docs/golf-rules.md#card-totals). */
export const totalOrNoReturn = z.union([z.int(), z.literal(NO_RETURN)]);

/**
 * A card's totals on the Out and In nines and the whole card, and the last-six and last-three points countback
 * reads (docs/golf-rules.md#stableford-countback): one declaration for the card, the results and their clients.
 */
export const cardTotalsShape = {
  outGross: totalOrNoReturn,
  inGross: totalOrNoReturn,
  totalGross: totalOrNoReturn,
  outNett: totalOrNoReturn,
  inNett: totalOrNoReturn,
  totalNett: totalOrNoReturn,
  outPoints: z.int(),
  inPoints: z.int(),
  totalPoints: z.int(),
  lastSixPoints: z.int(),
  lastThreePoints: z.int(),
};
