import { GROSS_MAX, type ScoreDto } from "@/lib/validation/scorecards";

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
