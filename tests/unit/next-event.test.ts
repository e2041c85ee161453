import { describe, expect, it } from "vitest";
import {
  dashboardOrder,
  isComingUp,
  LATEST_PLAYED_EVENTS,
  latestEvents,
  leadingEventHeading,
} from "@/lib/events/next-event";

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

describe("a sweep's events tab before it is asked for all", () => {
  // Ten seasons of a weekly society: two events coming up, then the played ones, latest first.
  const comingUp = [event("next week", "2026-06-21"), event("next month", "2026-07-12")];
  const played = Array.from({ length: 400 }, (_, week) =>
    event(`played ${week}`, new Date(Date.UTC(2026, 5, 7 - 7 * week)).toISOString().slice(0, 10), { complete: true }),
  );

  it("keeps every event coming up and the latest played ones, and counts every played one", () => {
    const latest = latestEvents([...comingUp, ...played]);
    expect(latest.events.map((listed) => listed.id)).toEqual([
      "next week",
      "next month",
      ...played.slice(0, LATEST_PLAYED_EVENTS).map((listed) => listed.id),
    ]);
    expect(latest.playedCount).toBe(400);
  });

  it("shows them all when asked", () => {
    expect(latestEvents([...comingUp, ...played], Infinity).events).toHaveLength(402);
  });

  it("leaves a short list whole", () => {
    const latest = latestEvents([...comingUp, ...played.slice(0, 3)]);
    expect(latest).toEqual({ events: [...comingUp, ...played.slice(0, 3)], playedCount: 3 });
  });
});
