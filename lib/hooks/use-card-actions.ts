import useSWR from "swr";
import { listCardChanges, signCard, updateScorecard } from "@/lib/contracts/routes/scorecards";
import type { CardChangeDto } from "@/lib/validation/scorecards";
import { type ApiError, cacheKey, fetcherOf } from "./api-client";
import { useApiMutation } from "./use-api-mutation";

/*
 * The card-level writes of the scoring screens. Scores themselves never go through here: every gross takes the
 * one save path of lib/scoring (the outbox). These change the whole card, so the caller hands the card they answer
 * with to the live card (replaceCard), and the hole histories are read again.
 */

const cardChangesKey = (cardId: string) => cacheKey(listCardChanges, { cardId });
const holeChangesKey = (cardId: string, holeNumber: number) => `${cardChangesKey(cardId)}?hole=${holeNumber}`;

export const useSignCard = (cardId: string) => useApiMutation(signCard, { params: { cardId } });

/** Admins: the card's event handicap, with the reason kept in the card's history. */
export const useUpdateCardHandicap = () => useApiMutation(updateScorecard, {});

/** One hole's changes, newest first; read only while its history is open (null: closed). */
export const useHoleChanges = (cardId: string, holeNumber: number | null) =>
  useSWR<CardChangeDto[], ApiError>(
    holeNumber === null ? null : holeChangesKey(cardId, holeNumber),
    fetcherOf(listCardChanges),
  );
