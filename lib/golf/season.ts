import { resolveOomRules, type OomRules } from "./rules";
import { assertPositiveInteger } from "./validate";

export type SeasonFinisher<T> = T & { seasonPosition: number };

/**
 * docs/golf-rules.md#guests: the finishers who take part in the season (order-of-merit points and handicap
 * adjustment), each with their position among them. Guests keep their place in the event's positions but, unless
 * the sweep counts guests in its season, are left out here, and the members behind them move up: a member's
 * season position is one more than the number of season finishers placed strictly ahead, so ties stay ties.
 */
export function seasonFinishers<T extends { playerId: string; position: number; guest: boolean }>(
  finishers: ReadonlyArray<T>,
  rules?: OomRules,
): Array<SeasonFinisher<T>> {
  const { guestsInSeason } = resolveOomRules("seasonFinishers", rules);
  for (const finisher of finishers) {
    assertPositiveInteger("seasonFinishers", `position of ${finisher.playerId}`, finisher.position);
  }
  const counted = guestsInSeason ? [...finishers] : finishers.filter((finisher) => !finisher.guest);
  const positions = counted.map((finisher) => finisher.position).sort((a, b) => a - b);
  const ahead = (position: number) => positions.findIndex((other) => other >= position);
  return counted.map((finisher) => ({ ...finisher, seasonPosition: ahead(finisher.position) + 1 }));
}
