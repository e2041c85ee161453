import { HOLES_PER_CARD } from "./constants";

/** "F": every hole of the card has a gross entered, a "no score" hole included. */
export const FINISHED = "F";

/** How far a card has got: FINISHED, or the number of holes with a gross entered. */
export type Thru = number | typeof FINISHED;

/** Holes with a gross entered: a "no score" hole's 0 counts, a hole not entered yet (null) does not. */
export const countHolesEntered = (gross: ReadonlyArray<number | null>): number =>
  gross.filter((value) => value !== null).length;

/**
 * docs/golf-rules.md#event-leaderboard: the one "thru" of the card, the live and TV boards, the results table and
 * the CSV. Counting entered holes rather than holes in order reads right on a shotgun start too.
 */
export function thru(holesEntered: number, holeCount: number = HOLES_PER_CARD): Thru {
  return holesEntered >= holeCount ? FINISHED : holesEntered;
}
