import "server-only";
import { countHolesEntered } from "@/lib/golf";
import type { CardDecision } from "@/lib/validation/card-decisions";
import type { CardToDecideDto, CloseCheckDto } from "@/lib/validation/close-check";
import { CARD_DECISIONS } from "@/lib/validation/card-decisions";
import type { AuthorizedEventId } from "../auth/authorized";
import type { Db } from "./infra/client";
import { type CardState, isSignedNow, mismatchesOf, queryEventCardStates } from "./scorecards-state";

/**
 * Why a card needs the secretary's decision before closing, or null when it is finished, agreed, signed and attested.
 * A card not finished cannot have been signed, so "unsigned" is said only of a finished card with no disagreement.
 */
function cardToDecide(state: CardState): CardToDecideDto | null {
  const byHole = new Map(state.scores.map((score) => [score.holeNumber, score.gross]));
  const gross = state.course.holes.map((hole) => byHole.get(hole.number) ?? null);
  const holesEntered = countHolesEntered(gross);
  const missingHoles = state.course.holes.filter((_, at) => gross[at] === null).map((hole) => hole.number);
  const disagreementHoles = mismatchesOf(state).map((mismatch) => mismatch.holeNumber);
  const signed = isSignedNow(state, "signature");
  const attested = isSignedNow(state, "attestation");
  const decisions = new Set<CardDecision>();
  if (holesEntered === 0) decisions.add("noScore");
  else if (missingHoles.length > 0) decisions.add("incomplete");
  if (disagreementHoles.length > 0) decisions.add("disagreement");
  if (holesEntered > 0 && missingHoles.length === 0 && disagreementHoles.length === 0 && !(signed && attested))
    decisions.add("unsigned");
  if (decisions.size === 0) return null;
  return {
    cardId: state.id,
    player: state.player,
    decisions: CARD_DECISIONS.filter((decision) => decisions.has(decision)),
    holesEntered,
    missingHoles,
    disagreementHoles,
    signed,
    attested,
  };
}

/**
 * docs/screens-and-api.md#closing-with-everything-in-view: every card of the event that closing would take as it is
 * although it needs a decision, by player name, and the kinds present. The close dialog and the event page list it;
 * closing refuses until each kind present is confirmed.
 */
export async function readCloseCheck(db: Db, eventId: AuthorizedEventId): Promise<CloseCheckDto> {
  const cards = (await queryEventCardStates(db, eventId))
    .map(cardToDecide)
    .filter((card) => card !== null)
    .sort((a, b) => a.player.fullName.localeCompare(b.player.fullName));
  return {
    cards,
    decisions: CARD_DECISIONS.filter((decision) => cards.some((card) => card.decisions.includes(decision))),
  };
}
