import { describe, expect, it } from "vitest";
import { eventHandicap, eventPlayingHandicap, roundHalfUp } from "@/lib/golf";
import { courseHandicap, whsPlayingHandicap } from "@/lib/golf/whs";

describe("roundHalfUp — docs/golf-rules.md#rounding and docs/golf-rules.md#vector-g-handicaps spot checks", () => {
  it.each([
    [12.5, 13],
    [12.4, 12],
    [13.5, 14],
    [0.5, 1],
    [35.5, 36],
    [-0.5, 0],
    [-1.5, -1],
    [-2.5, -2],
    [-1.6, -2],
    [10.704, 11],
  ])("%s → %s", (x, expected) => {
    expect(roundHalfUp(x)).toBe(expected);
  });

  it("absorbs binary noise just below a half", () => {
    expect(roundHalfUp(1.35 * 10)).toBe(14);
    expect(roundHalfUp(18 * 0.75)).toBe(14);
  });

  it("rejects non-finite input", () => {
    expect(() => roundHalfUp(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfUp(Number.POSITIVE_INFINITY)).toThrow(/expected a finite number/);
  });
});

describe("eventHandicap — docs/golf-rules.md#vector-g-handicaps society event handicap", () => {
  it.each([
    [18.3, 18, 14],
    [17.6, 18, 13],
    [12.5, 13, 9],
    [9.5, 10, 7],
    [-2.0, -2, -1],
    [-1.5, -1, -1],
    [0.4, 0, 0],
  ])("exact %s → normal %s, winter %s", (exact, normal, winter) => {
    expect(eventHandicap(exact, { winter: false })).toBe(normal);
    expect(eventHandicap(exact, { winter: true })).toBe(winter);
  });

  it("uses the given allowances, applied once to the exact handicap", () => {
    expect(eventHandicap(24.0, { winter: false, allowance: 0.95 })).toBe(23);
    expect(eventHandicap(17.6, { winter: true, winterAllowance: 0.5 })).toBe(9);
    expect(eventHandicap(17.6, { winter: false, winterAllowance: 0.5 })).toBe(18);
  });

  it.each([
    [-10.1, {}, /exact handicap must be a number from -10 to 54, got -10.1/],
    [54.1, {}, /exact handicap must be a number from -10 to 54, got 54.1/],
    [Number.NaN, {}, /exact handicap must be a number/],
    [10, { allowance: 0 }, /allowance must be above 0 and at most 1/],
    [10, { allowance: 1.2 }, /allowance must be above 0 and at most 1/],
  ])("rejects exact %s with %j", (exact, opts, message) => {
    expect(() => eventHandicap(exact, { winter: false, ...opts })).toThrow(RangeError);
    expect(() => eventHandicap(exact, { winter: false, ...opts })).toThrow(message);
  });

  it("rejects a bad winter allowance only in a winter event", () => {
    expect(() => eventHandicap(10, { winter: true, winterAllowance: -0.75 })).toThrow(
      /winterAllowance must be above 0/,
    );
  });
});

describe("courseHandicap / whsPlayingHandicap — docs/golf-rules.md#vector-g-handicaps WHS", () => {
  it.each([
    [10.4, 125, 71.2, 72, 10.7044, 11, 10, 11, 8],
    [24.0, 132, 72.5, 72, 28.5354, 29, 27, 29, 21],
    [-1.5, 130, 73.0, 72, -0.7257, -1, -1, -1, -1],
    [0.0, 113, 70.0, 72, -2.0, -2, -2, -2, -1],
    [36.0, 113, 72.0, 72, 36.0, 36, 34, 36, 27],
  ])("HI %s, slope %s, CR %s, par %s", (hi, slope, cr, par, unrounded, rounded, ph95, ph100, ph75) => {
    const ch = courseHandicap(hi, { slopeRating: slope, courseRating: cr, par });
    expect(ch).toBeCloseTo(unrounded, 4);
    expect(roundHalfUp(ch)).toBe(rounded);
    expect(whsPlayingHandicap(ch, 0.95)).toBe(ph95);
    expect(whsPlayingHandicap(ch, 1)).toBe(ph100);
    expect(whsPlayingHandicap(ch, 0.75)).toBe(ph75);
  });

  it("a nine-hole course handicap halves the index and uses the nine's ratings", () => {
    expect(courseHandicap(10.4, { slopeRating: 125, courseRating: 35.6, par: 36, holeCount: 9 })).toBeCloseTo(
      5.3522,
      4,
    );
  });

  it("rejects a slope outside 55..155", () => {
    expect(() => courseHandicap(10, { slopeRating: 160, courseRating: 72, par: 72 })).toThrow(
      /Slope Rating must be a number from 55 to 155/,
    );
  });
});

describe("eventPlayingHandicap — docs/golf-rules.md#handicap-basis", () => {
  const YELLOW = { slopeRating: 128, courseRating: 70.1, par: 72 };

  it("the society basis (no tee) is the event handicap of the exact handicap", () => {
    expect(eventPlayingHandicap(25.8, { winter: false })).toEqual({ playing: 26, courseHandicap: null });
    expect(eventPlayingHandicap(25.8, { winter: true, tee: null })).toEqual({ playing: 19, courseHandicap: null });
  });

  it("the WHS basis plays a 25.8 index off 27 from the yellow tees, 20 in winter", () => {
    const normal = eventPlayingHandicap(25.8, { winter: false, tee: YELLOW });
    expect(normal.playing).toBe(27);
    expect(normal.courseHandicap).toBeCloseTo(27.32, 2);
    expect(eventPlayingHandicap(25.8, { winter: true, tee: YELLOW }).playing).toBe(20);
  });

  it("a course handicap beyond the card's range plays off its end", () => {
    const hard = { slopeRating: 155, courseRating: 76.0, par: 72 };
    expect(eventPlayingHandicap(54, { winter: false, tee: hard })).toMatchObject({ playing: 54 });
    expect(
      eventPlayingHandicap(-10, { winter: false, tee: { slopeRating: 155, courseRating: 68, par: 72 } }),
    ).toMatchObject({
      playing: -10,
    });
  });
});
