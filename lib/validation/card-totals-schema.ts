import { z } from "zod";
import type { CardTotals } from "./card-totals";

const grossOrNettTotal = (holes: string) =>
  z.int().meta({
    description: `The sum over ${holes}; 0 when one of them has no return, which a client shows as NR (docs/golf-rules.md#card-totals).`,
  });

/**
 * A card's totals on the Out and In nines and the whole card, and the last-six and last-three points countback
 * reads (docs/golf-rules.md#stableford-countback): one declaration for the card, the results and their clients.
 * The specification's Scorecard carries each total as a number and shows NR "when a nine or the total has a zero
 * gross or nett", so a no-return total is 0 there; `noReturn` says the same for our own screens, from lib/golf.
 */
export const cardTotalsShape = {
  outGross: grossOrNettTotal("holes 1–9"),
  inGross: grossOrNettTotal("holes 10–18"),
  totalGross: grossOrNettTotal("every hole"),
  outNett: grossOrNettTotal("holes 1–9"),
  inNett: grossOrNettTotal("holes 10–18"),
  totalNett: grossOrNettTotal("every hole"),
  outPoints: z.int(),
  inPoints: z.int(),
  totalPoints: z.int(),
  lastSixPoints: z.int(),
  lastThreePoints: z.int(),
  noReturn: z
    .object({ out: z.boolean(), in: z.boolean(), total: z.boolean() })
    .meta({ description: "Which gross and nett totals are a no return (NR): a hole they cover has no score." }),
} satisfies { [Field in keyof CardTotals]: z.ZodType<CardTotals[Field]> };
