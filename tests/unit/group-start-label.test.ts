import { describe, expect, it } from "vitest";
import { type Companion, offAtWords, ordinal, startLabel } from "@/lib/events/group-start-label";

const start = { time: "09:16", startsAt: "2026-06-07T08:16:00.000Z", startingHole: 1 };

const member = (fullName: string): Companion => ({ fullName, guest: false });

/** The line as read aloud, a guest's badge in brackets. */
function sentence(...args: Parameters<typeof offAtWords>): string {
  const { lead, companions } = offAtWords(...args);
  const names = companions.map(
    (companion) => `${companion.before}${companion.firstName}${companion.guest ? " (Guest)" : ""}`,
  );
  return `${lead}${names.join("")}.`;
}

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
    expect(sentence({ ...start, playingWith: [member("Sam Reid"), member("Jamie Fox")] })).toBe(
      "You're off at 09:16 with Sam and Jamie.",
    );
    const three = [member("Sam Reid"), member("Jamie Fox"), member("Al Bee")];
    expect(sentence({ ...start, startingHole: 10, playingWith: three })).toBe(
      "You're off at 09:16 from the 10th tee with Sam, Jamie and Al.",
    );
    expect(sentence({ ...start, playingWith: [] })).toBe("You're off at 09:16.");
  });

  it("marks a guest in the group", () => {
    const playingWith = [member("Sam Reid"), { fullName: "Jo Visitor", guest: true }];
    expect(sentence({ ...start, playingWith })).toBe("You're off at 09:16 with Sam and Jo (Guest).");
  });
});
