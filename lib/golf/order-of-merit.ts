import { compareNames, compareStrings, rankByKeys } from "./ranking";
import { resolveOomRules, type OomRules } from "./rules";

export type OomEntry = {
  position: number;
  playerId: string;
  fullName: string;
  played: number;
  totalPoints: number;
  events: Array<{ eventId: string; date: string; position: number; points: number; counted: boolean }>;
};

type OomLine = Omit<OomEntry["events"][number], "counted">;

type OomEvent = {
  eventId: string;
  date: string;
  results: Array<{ playerId: string; fullName: string; position: number; points: number }>;
};

/** Sums of one-decimal points drift in binary (8.3 + 4.1); totals are compared after this. */
function cleanTotal(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

/** Oldest first: the order lines are listed in and, among equal points, the order they count in. */
function compareLines(a: { date: string; eventId: string }, b: { date: string; eventId: string }): number {
  return compareStrings(a.date, b.date) || compareStrings(a.eventId, b.eventId);
}

/** docs/golf-rules.md#order-of-merit-standings "best N of M": the lines that count, the highest points first (the earlier event on equal points). */
function countedLines<L extends OomLine>(lines: ReadonlyArray<L>, bestN: number | null): Set<L> {
  if (bestN === null || lines.length <= bestN) return new Set(lines);
  return new Set([...lines].sort((a, b) => b.points - a.points || compareLines(a, b)).slice(0, bestN));
}

function sumOf(lines: Iterable<OomLine>): number {
  let total = 0;
  for (const line of lines) total += line.points;
  return cleanTotal(total);
}

/**
 * Order of Merit standings (docs/golf-rules.md#order-of-merit-standings): Σ event points (best N if configured), highest first.
 * Equal totals share a position (1, 1, 3) and are listed by name. `played` counts every event.
 */
export function orderOfMerit(events: OomEvent[], rules?: OomRules): OomEntry[] {
  const { bestN } = resolveOomRules("orderOfMerit", rules);
  const byPlayer = new Map<string, { playerId: string; fullName: string; latest: string; lines: OomLine[] }>();
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

  const standings = [...byPlayer.values()].map((player) => {
    const counted = countedLines(player.lines, bestN);
    return { ...player, counted, totalPoints: sumOf(counted) };
  });
  standings.sort((a, b) => compareNames(a.fullName, b.fullName) || compareStrings(a.playerId, b.playerId));
  return rankByKeys(standings, (s) => [s.totalPoints], "higher").map(({ item, position }) => ({
    position,
    playerId: item.playerId,
    fullName: item.fullName,
    played: item.lines.length,
    totalPoints: item.totalPoints,
    // Literals rather than spreads: a sweep of ten seasons has 12 000 lines.
    events: [...item.lines].sort(compareLines).map((line) => ({
      eventId: line.eventId,
      date: line.date,
      position: line.position,
      points: line.points,
      counted: item.counted.has(line),
    })),
  }));
}

export type OomProgressPoint = {
  eventId: string;
  date: string;
  played: boolean;
  position: number | null;
  totalPoints: number;
};

/**
 * One player's order-of-merit position after each event, oldest first (for a chart): the standings of
 * orderOfMerit over the events so far, kept up to date event by event rather than recomputed. null before
 * the player's first event.
 */
export function orderOfMeritProgress(events: OomEvent[], playerId: string, rules?: OomRules): OomProgressPoint[] {
  const { bestN } = resolveOomRules("orderOfMeritProgress", rules);
  const linesByPlayer = new Map<string, OomLine[]>();
  const totals = new Map<string, number>();
  const ordered = [...events].sort(compareLines);
  return ordered.map((event) => {
    for (const result of event.results) {
      const lines = linesByPlayer.get(result.playerId) ?? [];
      lines.push({ eventId: event.eventId, date: event.date, position: result.position, points: result.points });
      linesByPlayer.set(result.playerId, lines);
      totals.set(result.playerId, sumOf(countedLines(lines, bestN)));
    }
    const played = event.results.some((result) => result.playerId === playerId);
    const total = totals.get(playerId);
    if (total === undefined)
      return { eventId: event.eventId, date: event.date, played, position: null, totalPoints: 0 };
    let ahead = 0;
    for (const other of totals.values()) if (other > total) ahead += 1;
    return { eventId: event.eventId, date: event.date, played, position: ahead + 1, totalPoints: total };
  });
}
