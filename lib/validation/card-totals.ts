import { z } from "zod";
import { NO_RETURN, type ScoredCard } from "@/lib/golf";

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
};

export type CardTotals = { [Field in keyof typeof cardTotalsShape]: z.infer<(typeof cardTotalsShape)[Field]> };

const numberOrZero = (total: number | typeof NO_RETURN) => (total === NO_RETURN ? 0 : total);

/** The totals of lib/golf's scored card as the answers carry them: NR as 0 with its flag. */
export function cardTotalsOf(card: ScoredCard): CardTotals {
  return {
    outGross: numberOrZero(card.outGross),
    inGross: numberOrZero(card.inGross),
    totalGross: numberOrZero(card.totalGross),
    outNett: numberOrZero(card.outNett),
    inNett: numberOrZero(card.inNett),
    totalNett: numberOrZero(card.totalNett),
    outPoints: card.outPoints,
    inPoints: card.inPoints,
    totalPoints: card.totalPoints,
    lastSixPoints: card.lastSixPoints,
    lastThreePoints: card.lastThreePoints,
    noReturn: {
      out: card.outGross === NO_RETURN,
      in: card.inGross === NO_RETURN,
      total: card.totalGross === NO_RETURN,
    },
  };
}

/** A total as a screen shows it: the number, or NR when it is a no return. */
export const totalShown = (value: number, noReturn: boolean): number | typeof NO_RETURN =>
  noReturn ? NO_RETURN : value;

/** One nine's totals as a screen shows them (Out: holes 1–9, In: 10–18). */
export function nineShown(totals: CardTotals, nine: "out" | "in") {
  const [gross, nett, points] =
    nine === "out"
      ? [totals.outGross, totals.outNett, totals.outPoints]
      : [totals.inGross, totals.inNett, totals.inPoints];
  return { gross: totalShown(gross, totals.noReturn[nine]), nett: totalShown(nett, totals.noReturn[nine]), points };
}
