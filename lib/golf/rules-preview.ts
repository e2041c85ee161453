import { adjustmentOutcome, explainHandicapAdjustment } from "./adjust-handicap";
import { scoreCard } from "./card";
import type { Hole } from "./course";
import { rankWithNonReturns } from "./non-return";
import { eventOomResults } from "./oom-points";
import { orderOfMerit } from "./order-of-merit";
import type { HandicapRules, OomRules } from "./rules";

export type SweepRules = { oomRules?: OomRules; handicapRules?: HandicapRules };
export type PreviewCard = {
  playerId: string;
  fullName: string;
  gross: ReadonlyArray<number | null>;
  eventHandicap: number;
};
export type PreviewEvent = {
  eventId: string;
  date: string;
  doublePoints: boolean;
  winter: boolean;
  holes: Hole[];
  cards: PreviewCard[];
};
/** A member's handicap as an admin set it, or a closed event's adjustments, in the order they happened. */
export type HandicapStep = { kind: "set"; playerId: string; exact: number } | { kind: "event"; eventId: string };

export type OomPreviewRow = {
  playerId: string;
  fullName: string;
  current: { position: number; totalPoints: number } | null;
  proposed: { position: number; totalPoints: number } | null;
  moved: boolean;
};
export type HandicapPreviewRow = { playerId: string; fullName: string; current: number; proposed: number };
export type RulesPreview = { orderOfMerit: OomPreviewRow[]; positionsChanged: number; handicaps: HandicapPreviewRow[] };

/** A closed event's standings as its cards stand, at the playing handicaps they were scored on (docs/golf-rules.md#non-returns). */
export function eventStandings(event: PreviewEvent) {
  return rankWithNonReturns(
    event.cards.map((card) => ({ ...card, card: scoreCard(event.holes, card.gross, card.eventHandicap) })),
  );
}

function standingsUnder(events: PreviewEvent[], rules: OomRules | undefined) {
  return orderOfMerit(
    events.map((event) => {
      const standings = eventStandings(event);
      const names = new Map(standings.map((row) => [row.playerId, row.fullName]));
      return {
        eventId: event.eventId,
        date: event.date,
        results: eventOomResults(standings, { doublePoints: event.doublePoints, rules }).map((row) => ({
          ...row,
          fullName: names.get(row.playerId) ?? "",
        })),
      };
    }),
    rules,
  );
}

/** A closed event's change of one member's exact handicap, as its close writes it. */
export type EventHandicapChange = { playerId: string; fromExact: number; toExact: number };

/**
 * docs/golf-rules.md#previewing-a-change-of-rules: replays the steps, each closed event adjusting its finishers and
 * non-returns by `rules` from the handicap the replay has reached. Positions are the events' own: a change of
 * handicap rules changes no past card's playing handicap.
 */
function replay(events: PreviewEvent[], steps: HandicapStep[], rules: HandicapRules | undefined) {
  const exact = new Map<string, number>();
  const adjustments = new Map<string, EventHandicapChange[]>();
  const byId = new Map(events.map((event) => [event.eventId, event]));
  for (const step of steps) {
    if (step.kind === "set") {
      exact.set(step.playerId, step.exact);
      continue;
    }
    const event = byId.get(step.eventId);
    if (!event)
      throw new RangeError(`replayHandicaps: step names event ${step.eventId}, which is not among the events`);
    const changes = eventStandings(event).flatMap((row): EventHandicapChange[] => {
      const from = exact.get(row.playerId);
      if (from === undefined) return [];
      const outcome = adjustmentOutcome(event.holes, row.gross, from, row.position);
      const to = explainHandicapAdjustment({ exact: from, winter: event.winter, ...outcome }, rules).exact;
      return to === from ? [] : [{ playerId: row.playerId, fromExact: from, toExact: to }];
    });
    for (const change of changes) exact.set(change.playerId, change.toExact);
    adjustments.set(event.eventId, changes);
  }
  return { exact, adjustments };
}

/** Every member's exact handicap after replaying the steps under `rules` (see replay). */
export function replayHandicaps(
  events: PreviewEvent[],
  steps: HandicapStep[],
  rules: HandicapRules | undefined,
): Map<string, number> {
  return replay(events, steps, rules).exact;
}

/** Each closed event's handicap changes under `rules`, by event id: what its close would have written (see replay). */
export function replayHandicapAdjustments(
  events: PreviewEvent[],
  steps: HandicapStep[],
  rules: HandicapRules | undefined,
): Map<string, EventHandicapChange[]> {
  return replay(events, steps, rules).adjustments;
}

/**
 * docs/golf-rules.md#previewing-a-change-of-rules: how the season's order of merit would read and which handicaps
 * would differ today under the proposed rules, against the same results under the current rules.
 */
export function previewRules(
  season: { events: PreviewEvent[]; handicapSteps: HandicapStep[] },
  current: SweepRules,
  proposed: SweepRules,
): RulesPreview {
  const before = standingsUnder(season.events, current.oomRules);
  const after = standingsUnder(season.events, proposed.oomRules);
  const afterById = new Map(after.map((entry) => [entry.playerId, entry]));
  const orderOfMerit: OomPreviewRow[] = after.map((entry) => {
    const was = before.find((row) => row.playerId === entry.playerId);
    const current = was ? { position: was.position, totalPoints: was.totalPoints } : null;
    const proposed = { position: entry.position, totalPoints: entry.totalPoints };
    return {
      playerId: entry.playerId,
      fullName: entry.fullName,
      current,
      proposed,
      moved: current?.position !== entry.position,
    };
  });
  for (const was of before) {
    if (afterById.has(was.playerId)) continue;
    const current = { position: was.position, totalPoints: was.totalPoints };
    orderOfMerit.push({ playerId: was.playerId, fullName: was.fullName, current, proposed: null, moved: true });
  }

  const names = new Map(season.events.flatMap((event) => event.cards.map((card) => [card.playerId, card.fullName])));
  const today = replayHandicaps(season.events, season.handicapSteps, current.handicapRules);
  const proposedToday = replayHandicaps(season.events, season.handicapSteps, proposed.handicapRules);
  const handicaps = [...today].flatMap(([playerId, exact]) => {
    const next = proposedToday.get(playerId) ?? exact;
    return next === exact ? [] : [{ playerId, fullName: names.get(playerId) ?? "", current: exact, proposed: next }];
  });
  handicaps.sort((a, b) => a.fullName.localeCompare(b.fullName));
  return { orderOfMerit, positionsChanged: orderOfMerit.filter((row) => row.moved).length, handicaps };
}
