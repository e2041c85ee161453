import { describe, expect, it } from "vitest";
import { offAtSentence, ordinal, startLabel } from "@/lib/events/group-start-label";

const start = { time: "09:16", startsAt: "2026-06-07T08:16:00.000Z", startingHole: 1 };

describe("group start words", () => {
  it("names the tee with its ordinal", () => {
    expect([1, 2, 3, 10, 11, 12, 13, 18].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "10th",
      "11th",
      "12th",
      "13th",
      "18th",
    ]);
    expect(startLabel({ ...start, startingHole: 10 })).toBe("09:16 · 10th tee");
  });

  it("says when the member is off and with whom, by first name", () => {
    expect(offAtSentence({ ...start, playingWith: ["Sam Reid", "Jamie Fox"] })).toBe(
      "You're off at 09:16 with Sam and Jamie.",
    );
    expect(offAtSentence({ ...start, startingHole: 10, playingWith: ["Sam Reid", "Jamie Fox", "Al Bee"] })).toBe(
      "You're off at 09:16 from the 10th tee with Sam, Jamie and Al.",
    );
    expect(offAtSentence({ ...start, playingWith: [] })).toBe("You're off at 09:16.");
  });
});
