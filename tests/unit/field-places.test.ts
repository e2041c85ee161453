import { describe, expect, it } from "vitest";
import { placesLeft, reservesToPromote } from "@/lib/events/field-places";

describe("places in a capped field (lib/events/field-places.ts)", () => {
  it("counts the places left, none once full, and no limit without a maximum field", () => {
    expect(placesLeft(32, 31)).toBe(1);
    expect(placesLeft(32, 32)).toBe(0);
    expect(placesLeft(32, 34)).toBe(0);
    expect(placesLeft(null, 500)).toBeNull();
  });

  it("promotes only as many reserves as there are places", () => {
    expect(reservesToPromote(32, 31, 2)).toBe(1);
    expect(reservesToPromote(32, 28, 2)).toBe(2);
    expect(reservesToPromote(32, 32, 2)).toBe(0);
    expect(reservesToPromote(null, 40, 3)).toBe(3);
  });
});
