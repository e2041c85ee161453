"use client";

import { useRef, useState } from "react";

/** A row of an editable list, with the key React keeps it by (never reused, so a removed row's text never moves). */
export type KeyedRow<Row> = Row & { key: number };

/**
 * The state of a list of rows typed into a form, each added, edited or removed on its own: the event's prizes and the
 * sweep's payout table. `next` makes a new row from those already there (a payout row follows the last one).
 */
export function useEditableRows<Row extends object>(initial: () => readonly Row[]) {
  const [rows, setRows] = useState<Array<KeyedRow<Row>>>(() => initial().map((row, key) => ({ ...row, key })));
  const nextKey = useRef(rows.length);
  return {
    rows,
    edit: (key: number, change: Partial<Row>) =>
      setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row))),
    add: (next: (current: ReadonlyArray<KeyedRow<Row>>) => Row) => {
      const key = nextKey.current++;
      setRows((current) => [...current, { ...next(current), key }]);
    },
    remove: (key: number) => setRows((current) => current.filter((row) => row.key !== key)),
  };
}
