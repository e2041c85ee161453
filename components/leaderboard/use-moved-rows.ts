import { useEffect, useRef, useState } from "react";

/** How long a row that changed stays marked: long enough to be seen from across a clubhouse. */
const MARK_MS = 4_000;

/** A row that changed lately: places gained (negative: lost) and whether its points moved. */
export type RowChange = { places: number; hasNewPoints: boolean };

type Ranked = { key: string; points: number };
type Mark = RowChange & { update: number };

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
 * The rows that moved or scored in the last few seconds. Each row keeps its mark for MARK_MS after its own latest
 * change, whatever the other rows do, and places moved add up meanwhile (a player passing two others in two quick
 * updates shows ▲2). Compared when the rows change (SWR keeps the same array while nothing changed).
 */
export function useMovedRows(rows: readonly Ranked[]): ReadonlyMap<string, RowChange> {
  const [previous, setPrevious] = useState(rows);
  const [update, setUpdate] = useState(0);
  const [marks, setMarks] = useState<ReadonlyMap<string, Mark>>(new Map());
  // React's pattern for state derived from a prop's previous value: set during render, no extra effect pass.
  if (previous !== rows) {
    const changes = changesBetween(previous, rows);
    setPrevious(rows);
    if (changes.size > 0) {
      const next = update + 1;
      setUpdate(next);
      setMarks((current) => {
        const merged = new Map(current);
        for (const [key, change] of changes) {
          const places = (current.get(key)?.places ?? 0) + change.places;
          merged.set(key, {
            places,
            hasNewPoints: change.hasNewPoints || (current.get(key)?.hasNewPoints ?? false),
            update: next,
          });
        }
        return merged;
      });
    }
  }

  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    if (update === 0) return;
    const pending = timers.current;
    const timer = setTimeout(() => {
      pending.delete(timer);
      setMarks((current) => new Map([...current].filter(([, mark]) => mark.update !== update)));
    }, MARK_MS);
    pending.add(timer);
  }, [update]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return marks;
}
