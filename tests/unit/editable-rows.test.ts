// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useEditableRows } from "@/components/money/use-editable-rows";

type Row = { fromEntrants: string; places: string };

describe("the rows of a prize or payout list", () => {
  it("adds after the last, edits and removes one row by its key, and never reuses a key", () => {
    const { result } = renderHook(() => useEditableRows<Row>(() => [{ fromEntrants: "1", places: "100" }]));
    act(() => result.current.add((current) => ({ fromEntrants: `${current.length + 1}`, places: "60, 40" })));
    act(() => result.current.edit(1, { places: "70, 30" }));
    expect(result.current.rows).toEqual([
      { key: 0, fromEntrants: "1", places: "100" },
      { key: 1, fromEntrants: "2", places: "70, 30" },
    ]);
    act(() => result.current.remove(1));
    act(() => result.current.add(() => ({ fromEntrants: "8", places: "50, 30, 20" })));
    expect(result.current.rows.map((row) => row.key)).toEqual([0, 2]);
  });

  it("keys the first row 0 when the list starts empty", () => {
    const { result } = renderHook(() => useEditableRows<Row>(() => []));
    act(() => result.current.add(() => ({ fromEntrants: "1", places: "100" })));
    expect(result.current.rows).toEqual([{ key: 0, fromEntrants: "1", places: "100" }]);
  });
});
