import type { EntryDto } from "@/lib/validation/entries";

export type HandicapUpdate = { playerId: string; fullName: string; from: number; to: number };

/**
 * "Handicaps updated after the draw" (docs/golf-rules.md#event-playing-handicap): the drawn players whose card's
 * playing handicap is no longer the one the draw gave them, by name. The event page and the draw sheet say so
 * beside the handicaps they show.
 */
export function handicapUpdatesAfterDraw(entries: readonly EntryDto[]): HandicapUpdate[] {
  return entries.flatMap(({ player, scoreCard }) =>
    scoreCard.drawnHandicap !== null && scoreCard.drawnHandicap !== scoreCard.eventHandicap
      ? [{ playerId: player.id, fullName: player.fullName, from: scoreCard.drawnHandicap, to: scoreCard.eventHandicap }]
      : [],
  );
}
