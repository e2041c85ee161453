import { compareNames, compareStrings, rankByKeys } from "./ranking";
import { resolveOomRules, type OomRules } from "./rules";

export type OomEntry = {
  position: number;
  playerId: string;
  fullName: string;
  played: number;
  totalPoints: number;
  events: Array<{ eventId: string; date: string; position: number; points: number }>;
};

type OomEvent = {
  eventId: string;
  date: string;
  results: Array<{ playerId: string; fullName: string; position: number; points: number }>;
};

/** Sums of one-decimal points drift in binary (8.3 + 4.1); totals are compared after this. */
function cleanTotal(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

function sumBest(points: number[], bestN: number | null): number {
  const counted = bestN === null ? points : [...points].sort((a, b) => b - a).slice(0, bestN);
  return cleanTotal(counted.reduce((sum, p) => sum + p, 0));
}

/**
 * Order of Merit standings (§6.3): Σ event points (best N if configured), highest first.
 * Equal totals share a position (1, 1, 3) and are listed by name. `played` counts every event.
 */
export function orderOfMerit(events: OomEvent[], rules?: OomRules): OomEntry[] {
  const { bestN } = resolveOomRules("orderOfMerit", rules);
  const byPlayer = new Map<string, { playerId: string; fullName: string; latest: string; lines: OomEntry["events"] }>();
  const eventIds = new Set<string>();

  for (const event of events) {
    if (eventIds.has(event.eventId)) throw new RangeError(`orderOfMerit: event ${event.eventId} is listed twice`);
    eventIds.add(event.eventId);
    const inEvent = new Set<string>();
    for (const result of event.results) {
      if (inEvent.has(result.playerId)) {
        throw new RangeError(`orderOfMerit: player ${result.playerId} has two results in event ${event.eventId}`);
      }
      if (!Number.isFinite(result.points) || result.points < 0) {
        throw new RangeError(
          `orderOfMerit: points for ${result.playerId} in event ${event.eventId} must be a non-negative number, got ${String(result.points)}`,
        );
      }
      inEvent.add(result.playerId);
      let player = byPlayer.get(result.playerId);
      if (!player) {
        player = { playerId: result.playerId, fullName: result.fullName, latest: event.date, lines: [] };
        byPlayer.set(result.playerId, player);
      } else if (event.date >= player.latest) {
        // A member who changes name shows under the name of their latest event.
        player.fullName = result.fullName;
        player.latest = event.date;
      }
      player.lines.push({ eventId: event.eventId, date: event.date, position: result.position, points: result.points });
    }
  }

  const standings = [...byPlayer.values()].map((player) => ({
    ...player,
    totalPoints: sumBest(player.lines.map((line) => line.points), bestN),
  }));
  standings.sort((a, b) => compareNames(a.fullName, b.fullName) || compareStrings(a.playerId, b.playerId));
  return rankByKeys(standings, (s) => [s.totalPoints], "higher").map(({ item, position }) => ({
    position,
    playerId: item.playerId,
    fullName: item.fullName,
    played: item.lines.length,
    totalPoints: item.totalPoints,
    events: [...item.lines].sort((a, b) => compareStrings(a.date, b.date) || compareStrings(a.eventId, b.eventId)),
  }));
}
