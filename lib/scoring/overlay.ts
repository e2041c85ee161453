import { scoreCard } from "@/lib/golf/card";
import { HOLES_PER_NINE } from "@/lib/golf/constants";
import { countHolesEntered } from "@/lib/golf/thru";
import { cardTotalsOf } from "@/lib/validation/card-totals";
import type { ScorecardDto, ScoreDto } from "@/lib/validation/scorecards";

/** A gross typed on the phone that the server has not confirmed yet. */
export type PendingGross = { holeNumber: number; gross: number | null };

/**
 * The card as the person sees it: the server's card with the unconfirmed entries laid over it (the latest per hole,
 * in tap order), its nett, points and totals scored again by lib/golf so the screen never computes a number itself.
 */
export function overlayPending(card: ScorecardDto, pending: ReadonlyArray<PendingGross>): ScorecardDto {
  const typed = new Map(pending.map(({ holeNumber, gross }) => [holeNumber, gross]));
  if (typed.size === 0) return card;

  const grossOf = (score: ScoreDto) =>
    typed.has(score.holeNumber) ? (typed.get(score.holeNumber) ?? null) : score.gross;
  const holes = card.scores.map(({ holeNumber, par, index }) => ({ number: holeNumber, par, index }));
  const gross = card.scores.map(grossOf);
  const scored = scoreCard(holes, gross, card.eventHandicap);
  const byHole = new Map(scored.scores.map((hole) => [hole.holeNumber, hole]));

  const scores = card.scores.map((score, at): ScoreDto => {
    const hole = byHole.get(score.holeNumber);
    // lib/golf reads 0 as "no score" and reports it as null; the card keeps 0 (picked up) apart from null (not entered).
    return hole
      ? { ...score, gross: gross[at] ?? null, strokes: hole.strokes, nett: hole.nett, points: hole.points }
      : score;
  });
  return {
    ...card,
    ...cardTotalsOf(scored),
    holesPlayed: scored.holesPlayed,
    holesEntered: countHolesEntered(gross),
    scores,
    frontNine: scores.filter((score) => score.holeNumber <= HOLES_PER_NINE),
    backNine: scores.filter((score) => score.holeNumber > HOLES_PER_NINE),
  };
}
