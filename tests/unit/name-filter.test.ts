import { describe, expect, it } from "vitest";
import { matchesName } from "@/lib/name-filter";

describe("matchesName", () => {
  it("matches the start of the first or the last name, whatever the case", () => {
    expect(matchesName("Dan O'Brien", "dan")).toBe(true);
    expect(matchesName("Dan O'Brien", "BRI")).toBe(true);
    expect(matchesName("Nina Kowalski", "kow")).toBe(true);
    expect(matchesName("Sam Patel", "Sam P")).toBe(true);
  });

  it("does not match the middle of a name", () => {
    expect(matchesName("Nina Kowalski", "alsk")).toBe(false);
  });

  it("ignores accents and surrounding spaces, and an empty filter matches everyone", () => {
    expect(matchesName("Zoë Éclair", " eclair ")).toBe(true);
    expect(matchesName("Anyone", "   ")).toBe(true);
  });
});
