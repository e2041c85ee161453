import { describe, expect, it } from "vitest";
import { entriesClosedBecause, entriesOpen, eventAction, playOnLabel } from "@/lib/events/event-action";

const TODAY = "2026-11-25";
const AHEAD = "2026-11-29";
const PASSED = "2026-11-20";

const event = (overrides: Partial<Parameters<typeof eventAction>[0]> = {}) => ({
  date: AHEAD,
  drawn: false,
  complete: false,
  entriesOpenAfterDraw: false,
  entryDeadline: null,
  userHasJoined: false,
  userIsReserve: false,
  ...overrides,
});

describe("Join and Play by the event's day and state (lib/events/event-action.ts)", () => {
  it("offers Join and then Withdraw while an undrawn event's day is today or ahead", () => {
    expect(eventAction(event(), TODAY)).toBe("join");
    expect(eventAction(event({ date: TODAY }), TODAY)).toBe("join");
    expect(eventAction(event({ userHasJoined: true }), TODAY)).toBe("withdraw");
  });

  it("shows Pending Draw once an undrawn event's day has passed, entered or not", () => {
    expect(eventAction(event({ date: PASSED }), TODAY)).toBe("pendingDraw");
    expect(eventAction(event({ date: PASSED, userHasJoined: true }), TODAY)).toBe("pendingDraw");
    expect(entriesClosedBecause(event({ date: PASSED }), TODAY)).toBe(
      "This event's day has passed, so entries are closed. Ask an admin of the sweep to add you.",
    );
  });

  it("gives an entrant of a drawn event 'Play on <day>' before its day and Play from its day", () => {
    expect(eventAction(event({ drawn: true, userHasJoined: true }), TODAY)).toBe("playOn");
    expect(eventAction(event({ drawn: true, userHasJoined: true, date: TODAY }), TODAY)).toBe("play");
    expect(eventAction(event({ drawn: true, userHasJoined: true, date: PASSED }), TODAY)).toBe("play");
    expect(playOnLabel("2026-11-29")).toBe("Play on Sunday 29 Nov");
  });

  it("closes entries at the draw by default: a member who has not entered has no action", () => {
    expect(entriesOpen(event({ drawn: true }), TODAY)).toBe(false);
    expect(eventAction(event({ drawn: true }), TODAY)).toBeNull();
    expect(entriesClosedBecause(event({ drawn: true }), TODAY)).toBe(
      "The draw has been made, so entries are closed. Ask an admin of the sweep to add you.",
    );
  });

  it("keeps entries open after the draw until the day of play when the event says so", () => {
    const open = { drawn: true, entriesOpenAfterDraw: true };
    expect(eventAction(event(open), TODAY)).toBe("join");
    expect(entriesOpen(event({ ...open, userHasJoined: true }), TODAY)).toBe(true);
    expect(eventAction(event({ ...open, userHasJoined: true }), TODAY)).toBe("playOn");
    expect(entriesOpen(event({ ...open, date: TODAY }), TODAY)).toBe(false);
    expect(eventAction(event({ ...open, date: TODAY }), TODAY)).toBeNull();
  });

  it("offers Results once complete, and entries never reopen", () => {
    expect(eventAction(event({ complete: true, drawn: true }), TODAY)).toBe("results");
    expect(eventAction(event({ complete: true, drawn: true, userHasJoined: true }), TODAY)).toBe("results");
    expect(entriesOpen(event({ complete: true, entriesOpenAfterDraw: true }), TODAY)).toBe(false);
  });

  it("closes members' entries and withdrawals after the entry deadline, and not on the deadline day itself", () => {
    expect(entriesOpen(event({ entryDeadline: TODAY }), TODAY)).toBe(true);
    expect(eventAction(event({ entryDeadline: PASSED }), TODAY)).toBe("pendingDraw");
    expect(eventAction(event({ entryDeadline: PASSED, userHasJoined: true }), TODAY)).toBe("pendingDraw");
    expect(entriesClosedBecause(event({ entryDeadline: "2026-11-24" }), TODAY)).toBe(
      "Entries closed on Tuesday 24 Nov. Ask an admin of the sweep to add you or take you out.",
    );
  });

  it("lets a reserve leave the list while entries are open, and gives them nothing to play", () => {
    expect(eventAction(event({ userIsReserve: true }), TODAY)).toBe("withdraw");
    expect(eventAction(event({ userIsReserve: true, entryDeadline: PASSED }), TODAY)).toBe("pendingDraw");
    expect(eventAction(event({ userIsReserve: true, drawn: true }), TODAY)).toBeNull();
    expect(eventAction(event({ userIsReserve: true, drawn: true, complete: true }), TODAY)).toBe("results");
  });
});
