// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMovedRows } from "@/components/leaderboard/use-moved-rows";

type Row = { key: string; points: number };
const board = (...rows: Array<[string, number]>): Row[] => rows.map(([key, points]) => ({ key, points }));

describe("useMovedRows: the rows a live leaderboard marks after an update", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("marks nothing on first show nor when a refetch changes nothing", () => {
    const first = board(["ann", 10], ["bob", 8]);
    const { result, rerender } = renderHook(({ rows }) => useMovedRows(rows), { initialProps: { rows: first } });
    expect(result.current.size).toBe(0);
    rerender({ rows: first });
    expect(result.current.size).toBe(0);
  });

  it("marks the player who scored and passed, and the one passed, for four seconds", () => {
    const { result, rerender } = renderHook(({ rows }) => useMovedRows(rows), {
      initialProps: { rows: board(["ann", 10], ["bob", 8]) },
    });
    rerender({ rows: board(["bob", 11], ["ann", 10]) });
    expect(result.current.get("bob")).toEqual(expect.objectContaining({ places: 1, hasNewPoints: true }));
    expect(result.current.get("ann")).toEqual(expect.objectContaining({ places: -1, hasNewPoints: false }));
    act(() => vi.advanceTimersByTime(3_999));
    expect(result.current.size).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.size).toBe(0);
  });

  it("keeps a mark through later updates of other rows and adds up the places of quick moves", () => {
    const { result, rerender } = renderHook(({ rows }) => useMovedRows(rows), {
      initialProps: { rows: board(["ann", 10], ["bob", 9], ["cat", 3]) },
    });
    rerender({ rows: board(["ann", 10], ["cat", 9], ["bob", 9]) });
    act(() => vi.advanceTimersByTime(2_000));
    rerender({ rows: board(["cat", 12], ["ann", 10], ["bob", 9]) });
    expect(result.current.get("cat")?.places).toBe(2);
    expect(result.current.get("bob")?.places, "bob's mark from the first update is still shown").toBe(-1);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.has("bob"), "four seconds after bob's own change").toBe(false);
    expect(result.current.get("cat")?.places).toBe(2);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.size).toBe(0);
  });
});
