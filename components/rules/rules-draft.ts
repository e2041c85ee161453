import type { Allowance } from "@/lib/golf";
import type { SweepRulesDto, SweepRulesInput } from "@/lib/validation/rules";

/**
 * The rules page's form as typed: every box's text, turned into the rules only when previewed or saved, so a
 * half-typed number is never a rule. Blank optional numbers are "none" (all events, no cap).
 */
export type RulesDraft = {
  scheme: "fieldSize" | "fixed";
  table: string;
  scaleByFieldSize: boolean;
  participation: string;
  doublePointsMultiplier: string;
  bestN: string;
  nonReturnPoints: boolean;
  guestsInSeason: boolean;
  nineHoleCardsInTopFive: boolean;
  basis: "society" | "whs";
  method: "conguStableford" | "none";
  protectTopN: string;
  positionCuts: string;
  adjustInWinterEvents: boolean;
  minExact: string;
  maxExact: string;
  nonReturn: "noChange" | "upOneTenth";
  competitionAllowance: string;
  winterAllowance: string;
  competitionCap: string;
};

const list = (values: readonly number[]) => values.join(", ");

/** Position cuts are typed as a list by position, "2, 1, 0.5" being 2 off for 1st, 1 for 2nd and 0.5 for 3rd. */
function cutsAsList(cuts: Record<string, number>): string {
  const positions = Object.keys(cuts).map(Number);
  const last = Math.max(0, ...positions);
  return list(Array.from({ length: last }, (_, at) => cuts[String(at + 1)] ?? 0));
}

export function draftOf({ oomRules, handicapRules }: SweepRulesDto): RulesDraft {
  return {
    scheme: oomRules.scheme,
    table: list(oomRules.table ?? []),
    scaleByFieldSize: oomRules.scaleByFieldSize,
    participation: String(oomRules.participation),
    doublePointsMultiplier: String(oomRules.doublePointsMultiplier),
    bestN: oomRules.bestN === null ? "" : String(oomRules.bestN),
    nonReturnPoints: oomRules.nonReturnPoints,
    guestsInSeason: oomRules.guestsInSeason,
    nineHoleCardsInTopFive: oomRules.nineHoleCardsInTopFive,
    basis: handicapRules.basis,
    method: handicapRules.method,
    protectTopN: String(handicapRules.protectTopN),
    positionCuts: cutsAsList(handicapRules.positionCuts),
    adjustInWinterEvents: handicapRules.adjustInWinterEvents,
    minExact: String(handicapRules.minExact),
    maxExact: String(handicapRules.maxExact),
    nonReturn: handicapRules.nonReturn,
    competitionAllowance: String(handicapRules.allowances.competition),
    winterAllowance: String(handicapRules.allowances.winter),
    competitionCap: handicapRules.competitionCap === null ? "" : String(handicapRules.competitionCap),
  };
}

/** A number as typed; text that is not one is sent as it is, so the server's message names the field. */
const numberOf = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text.replace(",", ".")));
const optional = (text: string) => (text.trim() === "" ? null : numberOf(text));
const numbers = (text: string) =>
  text
    .split(/[,\s]+/)
    .filter((part) => part !== "")
    .map(numberOf);

export function rulesOf(draft: RulesDraft): SweepRulesInput {
  const cuts = numbers(draft.positionCuts);
  return {
    oomRules: {
      scheme: draft.scheme,
      ...(draft.scheme === "fixed" ? { table: numbers(draft.table) } : {}),
      scaleByFieldSize: draft.scaleByFieldSize,
      participation: numberOf(draft.participation),
      doublePointsMultiplier: numberOf(draft.doublePointsMultiplier),
      bestN: optional(draft.bestN),
      nonReturnPoints: draft.nonReturnPoints,
      guestsInSeason: draft.guestsInSeason,
      nineHoleCardsInTopFive: draft.nineHoleCardsInTopFive,
    },
    handicapRules: {
      basis: draft.basis,
      method: draft.method,
      protectTopN: numberOf(draft.protectTopN),
      positionCuts: Object.fromEntries(cuts.flatMap((cut, at) => (cut === 0 ? [] : [[String(at + 1), cut]]))),
      adjustInWinterEvents: draft.adjustInWinterEvents,
      minExact: numberOf(draft.minExact),
      maxExact: numberOf(draft.maxExact),
      nonReturn: draft.nonReturn,
      allowances: {
        competition: numberOf(draft.competitionAllowance) as Allowance,
        winter: numberOf(draft.winterAllowance) as Allowance,
      },
      competitionCap: optional(draft.competitionCap),
    },
  };
}
