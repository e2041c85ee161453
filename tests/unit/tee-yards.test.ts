import { describe, expect, it } from "vitest";
import { holeYards } from "@/lib/courses/tee-yards";

// The round's hole header: the yards from the tees the card's player plays (their own, else the event's).
describe("holeYards", () => {
  const course = [
    { teeName: "White", yards: [402, 171, 366] },
    { teeName: "Red", yards: [350, 143, 314] },
  ];

  it("reads the hole's yards from the card's tees, whatever the case of their name", () => {
    expect(holeYards(course, "White", 1)).toBe(402);
    expect(holeYards(course, "red", 2)).toBe(143);
  });

  it("gives none when no tees are chosen, the tees have no yards, or the hole is not on them", () => {
    expect(holeYards(course, null, 1)).toBeNull();
    expect(holeYards(course, "Yellow", 1)).toBeNull();
    expect(holeYards(course, "White", 4)).toBeNull();
    expect(holeYards([], "White", 1)).toBeNull();
  });
});
