import { roundToTenth } from "./rounding";
import { resolveOomRules, type OomRules, type ResolvedOomRules } from "./rules";
import { assertPositiveInteger } from "./validate";

/**
 * OOMPointsRepository tables (docs/golf-rules.md#order-of-merit-points), by largest field they apply to. Positions past the end of
 * a table get participation points. T30's repeated 9 is kept as published so that societies
 * moving from the original app keep their history's points.
 */
const FIELD_SIZE_TABLES: ReadonlyArray<{ maxField: number; points: readonly number[] }> = [
  { maxField: 10, points: [10, 8, 7, 6, 5, 4, 3, 2] },
  { maxField: 15, points: [15, 12, 10, 8, 7, 6, 5, 4, 3, 2] },
  { maxField: 20, points: [20, 16, 13, 11, 9, 8, 7, 6, 5, 4, 3, 2] },
  { maxField: 25, points: [25, 20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2] },
  { maxField: 30, points: [30, 24, 19, 15, 13, 12, 11, 10, 9, 9, 8, 7, 6, 5, 4, 3, 2] },
  { maxField: 35, points: [35, 28, 22, 17, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2] },
  {
    maxField: Number.POSITIVE_INFINITY,
    points: [40, 32, 25, 19, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2],
  },
];

const T10 = FIELD_SIZE_TABLES[0]?.points ?? [];
const T15 = FIELD_SIZE_TABLES[1]?.points ?? [];

function pointsTable(rules: Readonly<ResolvedOomRules>, fieldSize: number): readonly number[] {
  if (rules.scheme === "fixed") return rules.table ?? [];
  // SweepsController default (OOMEntriesScale = false): T10 up to 10 starters, T15 above.
  if (!rules.scaleByFieldSize) return fieldSize <= 10 ? T10 : T15;
  return FIELD_SIZE_TABLES.find((table) => fieldSize <= table.maxField)?.points ?? [];
}

/** Checks that positions form a standard competition ranking (1, 2, 2, 4) over the field. */
function assertCompetitionRanking(positions: number[]): void {
  const sorted = [...positions].sort((a, b) => a - b);
  for (const [i, position] of sorted.entries()) {
    const previous = sorted[i - 1];
    const expected = previous === position ? position : i + 1;
    if (position !== expected) {
      throw new RangeError(
        `oomPointsForEvent: positions must be a competition ranking such as 1, 2, 2, 4; got ${sorted.join(", ")}`,
      );
    }
  }
}

/**
 * Points for one event's ranked finishers (docs/golf-rules.md#order-of-merit-points). k players sharing position p share the
 * average of the points for p..p+k−1 (PCGA: "adding of the points and dividing them evenly").
 */
export function oomPointsForEvent(
  finishers: Array<{ playerId: string; position: number }>,
  opts: { doublePoints: boolean; rules?: OomRules },
): Array<{ playerId: string; points: number }> {
  const rules = resolveOomRules("oomPointsForEvent", opts.rules);
  const seen = new Set<string>();
  const sharing = new Map<number, number>();
  for (const { playerId, position } of finishers) {
    if (!Number.isInteger(position) || position < 1) {
      assertPositiveInteger("oomPointsForEvent", `position of ${playerId}`, position);
    }
    if (seen.has(playerId)) throw new RangeError(`oomPointsForEvent: player ${playerId} is listed twice`);
    seen.add(playerId);
    sharing.set(position, (sharing.get(position) ?? 0) + 1);
  }
  assertCompetitionRanking(finishers.map((f) => f.position));

  const table = pointsTable(rules, finishers.length);
  const base = (position: number): number => table[position - 1] ?? rules.participation;
  const multiplier = opts.doublePoints ? rules.doublePointsMultiplier : 1;
  const pointsAt = new Map<number, number>();
  for (const [position, count] of sharing) {
    if (count === 1) {
      pointsAt.set(position, base(position) * multiplier);
      continue;
    }
    let sum = 0;
    for (let p = position; p < position + count; p++) sum += base(p);
    pointsAt.set(position, roundToTenth((sum / count) * multiplier));
  }
  return finishers.map(({ playerId, position }) => ({ playerId, points: pointsAt.get(position) ?? 0 }));
}

export type EventOomResult = { playerId: string; position: number; points: number; nonReturn: boolean };

/**
 * A closed event's order-of-merit results (docs/golf-rules.md#non-returns): finishers get oomPointsForEvent's points
 * on a table chosen by the number of finishers; non-returns are placed together below them and get the
 * participation points (with the double-points multiplier) only where the rules pay non-returns.
 */
export function eventOomResults(
  standings: ReadonlyArray<{ playerId: string; position: number | null }>,
  opts: { doublePoints: boolean; rules?: OomRules },
): EventOomResult[] {
  const rules = resolveOomRules("eventOomResults", opts.rules);
  const finishers = standings.flatMap(({ playerId, position }) => (position === null ? [] : [{ playerId, position }]));
  const points = new Map(oomPointsForEvent(finishers, { ...opts, rules }).map((row) => [row.playerId, row.points]));
  const multiplier = opts.doublePoints ? rules.doublePointsMultiplier : 1;
  const nonReturnPoints = rules.nonReturnPoints ? rules.participation * multiplier : 0;
  return standings.map(({ playerId, position }) =>
    position === null
      ? { playerId, position: finishers.length + 1, points: nonReturnPoints, nonReturn: true }
      : { playerId, position, points: points.get(playerId) ?? 0, nonReturn: false },
  );
}
