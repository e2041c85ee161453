import { describe, expect, it } from "vitest";
import { isLikelySlip, slipQuestion } from "@/lib/golf";

describe("likely slips (docs/golf-rules.md#likely-slips)", () => {
  it("asks below par − 2 and above par + 6, never about a pickup or a cleared hole", () => {
    const asking = (par: number) =>
      Array.from({ length: 21 }, (_, gross) => gross).filter((gross) => isLikelySlip(gross, par));
    expect(asking(3)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(asking(4)).toEqual([1, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(asking(5)).toEqual([1, 2, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(isLikelySlip(null, 4)).toBe(false);
  });

  it("names the hole, the gross and the par", () => {
    expect(slipQuestion(7, 1, 4)).toBe("Hole 7: 1 on a par 4?");
  });
});
