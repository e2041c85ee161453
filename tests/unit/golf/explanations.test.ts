import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adjustHandicap, explainCountback, explainHandicapAdjustment, scoreCard, type HandicapRules } from "@/lib/golf";
import { TESTBROOK, grossForPoints } from "./fixtures";

const ALL_TWOS = new Array<number>(18).fill(2);
const card = (points: number[]) => scoreCard(TESTBROOK, grossForPoints(points), 0);

describe("explainCountback — docs/golf-rules.md#vector-c-countback (c1) in words", () => {
  it.each([
    ["CB1", [2, 1, 2, 2, 2, 2, 2, 2, 2, 3, 2, 2, 2, 2, 2, 2, 2, 2], "backNine", "won on back nine 19 v 18"],
    ["CB2", [2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 2, 2, 1, 2, 2, 2, 2, 2], "lastSix", "lost on last six 11 v 12"],
    ["CB3", [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 3, 2, 2], "lastThree", "won on last three 7 v 6"],
    ["CB4", [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 2, 1], "lastHole", "lost on the 18th 1 v 2"],
    ["CB5", [1, 2, 2, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2], "frontLastSix", "won on holes 4–9 13 v 12"],
  ])("%s: P against Q is decided by %s", (_case, pPoints, decidedBy, text) => {
    expect(explainCountback(card(pPoints), card(ALL_TWOS))).toMatchObject({ decidedBy, text });
  });

  it("CB6: identical cards are tied on every key and share the position", () => {
    const points = [2, 2, 2, 2, 4, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2];
    expect(explainCountback(card(points), card(points))).toEqual({
      decidedBy: null,
      value: null,
      againstValue: null,
      text: "tied on every countback: position shared",
    });
  });

  it("different totals need no countback", () => {
    expect(explainCountback(card(ALL_TWOS.map((p, i) => (i === 0 ? 3 : p))), card(ALL_TWOS))).toBeNull();
  });
});

describe("explainHandicapAdjustment — docs/golf-rules.md#vector-f-handicap-adjustment with the reason", () => {
  const CUTS: HandicapRules = { method: "conguStableford", positionCuts: { 1: 2, 2: 1, 3: 0.5 } };
  it.each([
    ["H1", 12.6, 39, 1, undefined, -0.7, "\u22120.7: 39 points, 3 over 36"],
    ["H2", 18.0, 36, 4, undefined, 0, "no change: 36 points, played to handicap"],
    ["H3", 18.0, 33, 5, undefined, 0, "no change: 33 points, within the buffer of 3"],
    ["H4", 18.0, 32, 6, undefined, 0.1, "+0.1: 32 points, below the buffer"],
    ["H9", 54.0, 20, 9, undefined, 0, "no change: 20 points, below the buffer, held at the maximum of 54"],
    ["H10", 10.0, 30, 3, undefined, 0, "no change: 30 points, below the buffer, but the top 3 never go up"],
    ["H14", 24.0, 40, 1, CUTS, -3.6, "\u22123.6: 40 points, 4 over 36, 2 off for finishing 1st"],
  ])("%s: %s with %i points at position %i", (_id, exact, points, position, rules, change, reason) => {
    expect(explainHandicapAdjustment({ exact, points, position, winter: false }, rules)).toMatchObject({
      change,
      reason,
    });
  });

  it("winter events and sweeps without adjustment say so", () => {
    expect(explainHandicapAdjustment({ exact: 12, points: 44, position: 1, winter: true }).reason).toBe(
      "no change: winter handicaps, so the event does not count",
    );
    expect(
      explainHandicapAdjustment({ exact: 12, points: 44, position: 1, winter: false }, { method: "none" }).reason,
    ).toBe("no change: this sweep does not adjust handicaps");
  });

  it("its number is adjustHandicap's, and before + change = after", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 540 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 40 }),
        (tenths, points, position) => {
          const input = { exact: tenths / 10, points, position, winter: false };
          const explained = explainHandicapAdjustment(input);
          return (
            explained.exact === adjustHandicap(input) &&
            Math.round((input.exact + explained.change) * 10) === Math.round(explained.exact * 10)
          );
        },
      ),
    );
  });
});
