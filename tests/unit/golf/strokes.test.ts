import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { strokesReceived } from "@/lib/golf";

const SI = Array.from({ length: 18 }, (_, i) => i + 1);
const bySi = (ph: number, n: 18 | 9 = 18): number[] => SI.slice(0, n).map((si) => strokesReceived(ph, si, n));

describe("strokesReceived — docs/golf-rules.md#strokes-received table (SI 1 → 18)", () => {
  it.each([
    [0, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    [1, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    [9, [1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    [17, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]],
    [18, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
    [19, [2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
    [24, [2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
    [36, [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]],
    [37, [3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]],
    [54, [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]],
    [-1, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1]],
    [-2, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1]],
    [-3, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1]],
    [-10, [0, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1]],
  ])("playing handicap %i", (ph, expected) => {
    expect(bySi(ph)).toEqual(expected);
  });

  it("a plus handicap never returns −0 on holes it gives nothing back", () => {
    expect(Object.is(strokesReceived(-1, 1), 0)).toBe(true);
  });

  it("a match difference of 46 gives 3 strokes on SI 1–10 and 2 elsewhere", () => {
    expect(bySi(46)).toEqual([3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2]);
  });

  it("on a nine, ranks 1..9 take the strokes (back nine of Testbrook via its ranks, docs/golf-rules.md#nine-hole-cards)", () => {
    const ranks = [4, 8, 3, 6, 1, 9, 2, 7, 5];
    expect(ranks.map((r) => strokesReceived(5, r, 9))).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 1]);
    expect(ranks.map((r) => strokesReceived(11, r, 9))).toEqual([1, 1, 1, 1, 2, 1, 2, 1, 1]);
    expect(ranks.map((r) => strokesReceived(-1, r, 9))).toEqual([0, 0, 0, 0, 0, -1, 0, 0, 0]);
  });
});

describe("strokesReceived — properties", () => {
  it("Σ over 18 holes equals the playing handicap for every handicap in −10..54", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 54 }), (ph) => bySi(ph).reduce((a, b) => a + b, 0) === ph),
      { numRuns: 200 },
    );
  });

  it("Σ over 9 holes equals the 9-hole playing handicap", () => {
    fc.assert(fc.property(fc.integer({ min: -10, max: 54 }), (ph) => bySi(ph, 9).reduce((a, b) => a + b, 0) === ph));
  });

  it("a harder hole (lower SI) never gets fewer strokes, and holes differ by at most one stroke", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 54 }), (ph) => {
        const strokes = bySi(ph);
        return (
          strokes.every((s, i) => i === 0 || (strokes[i - 1] ?? 0) >= s) && (strokes[0] ?? 0) - (strokes[17] ?? 0) <= 1
        );
      }),
    );
  });
});

describe("strokesReceived — bad input throws RangeError", () => {
  it.each([
    [10, 0, 18, /stroke index must be an integer from 1 to 18, got 0/],
    [10, 19, 18, /stroke index must be an integer from 1 to 18, got 19/],
    [10, 10, 9, /stroke index must be an integer from 1 to 9, got 10/],
    [10, 1.5, 18, /stroke index must be an integer/],
    [12.5, 1, 18, /playing handicap must be an integer from -10 to 54, got 12.5/],
    [-11, 1, 18, /playing handicap must be an integer from -10 to 54, got -11/],
    [55, 1, 18, /playing handicap must be an integer from -10 to 54, got 55/],
  ])("strokesReceived(%s, %s, %s)", (ph, si, n, message) => {
    expect(() => strokesReceived(ph, si, n as 18 | 9)).toThrow(RangeError);
    expect(() => strokesReceived(ph, si, n as 18 | 9)).toThrow(message);
  });

  it("a hole count other than 18 or 9", () => {
    expect(() => strokesReceived(10, 1, 12 as 18)).toThrow(/holeCount must be 18 or 9, got 12/);
  });
});
