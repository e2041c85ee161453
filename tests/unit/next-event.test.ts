import { describe, expect, it } from "vitest";
import { dashboardOrder, isComingUp, leadingEventHeading } from "@/lib/events/next-event";

const TODAY = "2026-06-14";
const event = (id: string, date: string, flags: { complete?: boolean; joined?: boolean } = {}) => ({
  id,
  date,
  inFuture: date >= TODAY,
  complete: flags.complete ?? false,
  userHasJoined: flags.joined ?? false,
});

// As GET /api/events orders them: today or later soonest first, then the past latest first.
const LIST = [
  event("closed today, not played", TODAY, { complete: true }),
  event("open today, not joined", TODAY),
  event("today's round", TODAY, { joined: true }),
  event("next week, joined", "2026-06-21", { joined: true }),
  event("next month, open", "2026-07-12"),
  event("last week, played", "2026-06-07", { complete: true, joined: true }),
];

describe("the dashboard's order", () => {
  it("leads with the member's own round still to play, today's first, then the others coming up, then played", () => {
    expect(dashboardOrder(LIST).map((listed) => listed.id)).toEqual([
      "today's round",
      "next week, joined",
      "open today, not joined",
      "next month, open",
      "closed today, not played",
      "last week, played",
    ]);
  });

  it("heads the leading event by whose it is and when", () => {
    const headingOf = (id: string) =>
      leadingEventHeading(
        LIST.find((listed) => listed.id === id)!,
        TODAY,
      );
    expect(headingOf("today's round")).toBe("Today's round");
    expect(headingOf("next week, joined")).toBe("Your next event");
    expect(headingOf("open today, not joined")).toBe("Coming up in your sweeps");
    expect(headingOf("closed today, not played")).toBe("Your latest event");
  });

  it("counts a closed event as played whatever its date", () => {
    expect(LIST.filter(isComingUp).map((listed) => listed.id)).toEqual([
      "open today, not joined",
      "today's round",
      "next week, joined",
      "next month, open",
    ]);
  });
});
