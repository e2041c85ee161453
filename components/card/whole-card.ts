import { HOLES_PER_NINE } from "@/lib/golf/constants";
import { isLikelySlip, slipQuestion } from "@/lib/golf/slip";
import { GROSS_MAX } from "@/lib/validation/gross";
import { type ScoreDto } from "@/lib/validation/scorecards";

/** What the whole-card form holds: each hole's box as typed, so nothing is lost to parsing while typing. */
export type WholeCardDraft = Record<number, string>;
export type WholeCardReading = {
  changes: Array<{ holeNumber: number; gross: number | null }>;
  problems: Map<number, string>;
};

export const draftFromScores = (scores: readonly Pick<ScoreDto, "holeNumber" | "gross">[]): WholeCardDraft =>
  Object.fromEntries(scores.map((score) => [score.holeNumber, score.gross === null ? "" : String(score.gross)]));

/** The same words as the server's check of a gross (lib/validation/scorecards.ts), naming the hole. */
export const grossProblem = (holeNumber: number) =>
  `Hole ${holeNumber}: enter a gross from 1 to ${GROSS_MAX}, or 0 for no score.`;

/** A box's gross: blank is not entered (null); 0–20 whole numbers; anything else undefined (a problem). */
export function readGross(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!/^\d{1,2}$/.test(trimmed)) return undefined;
  const gross = Number(trimmed);
  return gross <= GROSS_MAX ? gross : undefined;
}

/** The holes whose box differs from the card, each to be saved on its own, and the boxes that hold no gross. */
export function readWholeCard(
  scores: readonly Pick<ScoreDto, "holeNumber" | "gross">[],
  draft: WholeCardDraft,
): WholeCardReading {
  const changes: WholeCardReading["changes"] = [];
  const problems = new Map<number, string>();
  for (const score of scores) {
    const gross = readGross(draft[score.holeNumber] ?? "");
    if (gross === undefined) problems.set(score.holeNumber, grossProblem(score.holeNumber));
    else if (gross !== score.gross) changes.push({ holeNumber: score.holeNumber, gross });
  }
  return { changes, problems };
}

/** A nine's or the card's running gross while typing: what the boxes add up to, and how many hold a number. */
export type RunningTotal = { strokes: number; holes: number; isNoReturn: boolean };
export type RunningTotals = { out: RunningTotal; in: RunningTotal; total: RunningTotal };

function addUp(scores: readonly Pick<ScoreDto, "holeNumber">[], draft: WholeCardDraft): RunningTotal {
  const grosses = scores.map((score) => readGross(draft[score.holeNumber] ?? "")).filter((gross) => gross != null);
  return {
    strokes: grosses.reduce((sum, gross) => sum + gross, 0),
    holes: grosses.length,
    isNoReturn: grosses.includes(0),
  };
}

/**
 * The Out, In and total of the boxes as typed, to be checked against the paper card's own: unreadable and blank
 * boxes add nothing (and are counted out), a 0 makes the nine a no return (docs/golf-rules.md#card-totals).
 */
export function runningTotals(scores: readonly Pick<ScoreDto, "holeNumber">[], draft: WholeCardDraft): RunningTotals {
  return {
    out: addUp(scores.slice(0, HOLES_PER_NINE), draft),
    in: addUp(scores.slice(HOLES_PER_NINE), draft),
    total: addUp(scores, draft),
  };
}

/** The likely slips among the boxes (docs/golf-rules.md#likely-slips), each as its question; saving keeps them. */
export function wholeCardSlips(
  scores: readonly Pick<ScoreDto, "holeNumber" | "par">[],
  draft: WholeCardDraft,
): string[] {
  return scores.flatMap((score) => {
    const gross = readGross(draft[score.holeNumber] ?? "");
    return gross != null && isLikelySlip(gross, score.par) ? [slipQuestion(score.holeNumber, gross, score.par)] : [];
  });
}
