import type { ScoredCard } from "@/lib/golf/card";
import { NO_RETURN } from "@/lib/golf/constants";

/** A card's totals as the answers carry them: NR as 0 with its flag (the schema: ./card-totals-schema.ts). */
export type CardTotals = {
  outGross: number;
  inGross: number;
  totalGross: number;
  outNett: number;
  inNett: number;
  totalNett: number;
  outPoints: number;
  inPoints: number;
  totalPoints: number;
  lastSixPoints: number;
  lastThreePoints: number;
  noReturn: { out: boolean; in: boolean; total: boolean };
};

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
