import { useEffect, useState } from "react";

/** How long a row that changed stays marked: long enough to be seen from across a clubhouse. */
const MARK_MS = 4_000;

/** A row that changed since the previous data: places gained (negative: lost) and whether its points moved. */
export type RowChange = { places: number; hasNewPoints: boolean };

type Ranked = { key: string; points: number };

function changesBetween(before: readonly Ranked[], after: readonly Ranked[]): Map<string, RowChange> {
  const previous = new Map(before.map((row, at) => [row.key, { at, points: row.points }]));
  const changes = new Map<string, RowChange>();
  after.forEach((row, at) => {
    const was = previous.get(row.key);
    if (!was) return;
    const change = { places: was.at - at, hasNewPoints: was.points !== row.points };
    if (change.places !== 0 || change.hasNewPoints) changes.set(row.key, change);
  });
  return changes;
}

/**
 * The rows that moved or scored since the last update, for a few seconds. Compared when the rows change (SWR keeps
 * the same array while nothing changed), so a refetch that changes nothing marks nothing.
 */
export function useMovedRows(rows: readonly Ranked[]): ReadonlyMap<string, RowChange> {
  const [previous, setPrevious] = useState(rows);
  const [changes, setChanges] = useState<ReadonlyMap<string, RowChange>>(new Map());
  // React's pattern for state derived from a prop's previous value: set during render, no extra effect pass.
  if (previous !== rows) {
    setPrevious(rows);
    setChanges(changesBetween(previous, rows));
  }
  useEffect(() => {
    if (changes.size === 0) return;
    const timer = setTimeout(() => setChanges(new Map()), MARK_MS);
    return () => clearTimeout(timer);
  }, [changes]);
  return changes;
}
