import { describe, expect, it } from "vitest";
import { pointsColour, scoreColour } from "@/lib/golf";

describe("scoreColour / pointsColour", () => {
  it.each([
    [3, 4, "success"],
    [1, 3, "success"],
    [-1, 3, "success"],
    [4, 4, "info"],
    [5, 4, "danger"],
    [9, 5, "danger"],
    [0, 4, "dark"],
    [null, 4, "dark"],
  ] as const)("score %s on a par %i is %s", (value, par, colour) => {
    expect(scoreColour(value, par)).toBe(colour);
  });

  it.each([
    [6, "success"],
    [3, "success"],
    [2, "default"],
    [1, "danger"],
    [0, "dark"],
  ] as const)("%i points is %s", (points, colour) => {
    expect(pointsColour(points)).toBe(colour);
  });
});
