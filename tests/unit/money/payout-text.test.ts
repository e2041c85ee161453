import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPlaces, parsePlaces } from "@/lib/money/payout-text";

describe("payout places typed as percentages", () => {
  it("reads whole and decimal percentages as basis points", () => {
    expect(parsePlaces("50, 30, 20")).toEqual([5000, 3000, 2000]);
    expect(parsePlaces("33.34,33.33 , 33.33")).toEqual([3334, 3333, 3333]);
    expect(parsePlaces("12.5")).toEqual([1250]);
  });

  it("refuses what is not a percentage with at most two decimals", () => {
    for (const text of ["", "50,,50", "fifty", "-10, 110", "33.333", "50%"]) expect(parsePlaces(text)).toBeNull();
  });

  it("shows the stored places as they would be typed", () => {
    expect(formatPlaces([5000, 3000, 2000])).toBe("50, 30, 20");
    expect(formatPlaces([3334, 3333, 3333])).toBe("33.34, 33.33, 33.33");
  });

  it("reads back every place it shows", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 20 }), (places) => {
        expect(parsePlaces(formatPlaces(places))).toEqual(places);
      }),
    );
  });
});
