import { resolveOomRules, type OomRules } from "./rules";
import { assertPositiveInteger } from "./validate";

/** The position among the season's finishers; null for a non-return, which has no position (docs/golf-rules.md#non-returns). */
export type SeasonFinisher<T extends { position: number | null }> = T & { seasonPosition: T["position"] };

/**
 * docs/golf-rules.md#guests: the finishers who take part in the season (order-of-merit points and handicap
 * adjustment), each with their position among them. Guests keep their place in the event's positions but, unless
 * the sweep counts guests in its season, are left out here, and the members behind them move up: a member's
 * season position is one more than the number of season finishers placed strictly ahead, so ties stay ties.
 */
export function seasonFinishers<T extends { playerId: string; position: number | null; guest: boolean }>(
  finishers: ReadonlyArray<T>,
  rules?: OomRules,
): Array<SeasonFinisher<T>> {
  const { guestsInSeason } = resolveOomRules("seasonFinishers", rules);
  for (const finisher of finishers) {
    if (finisher.position !== null)
      assertPositiveInteger("seasonFinishers", `position of ${finisher.playerId}`, finisher.position);
  }
  const counted = guestsInSeason ? [...finishers] : finishers.filter((finisher) => !finisher.guest);
  const positions = counted.flatMap((finisher) => (finisher.position === null ? [] : [finisher.position]));
  positions.sort((a, b) => a - b);
  const seasonPosition = (position: number | null) =>
    position === null ? null : positions.findIndex((other) => other >= position) + 1;
  return counted.map(
    (finisher) => ({ ...finisher, seasonPosition: seasonPosition(finisher.position) }) as SeasonFinisher<T>,
  );
}
