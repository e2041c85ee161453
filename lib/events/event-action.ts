import { eventDay, formatWeekdayDay } from "@/lib/dates";
import { scoringNotOpenYet } from "./scoring-opens";

/** What decides whether a member may enter and which action an event offers them (docs/screens-and-api.md#event-states). */
export type EventTiming = {
  /** The calendar day of play, YYYY-MM-DD. */
  date: string;
  drawn: boolean;
  complete: boolean;
  /** The event's setting: entries stay open after the draw (admins redraw for late entrants) or close at it. */
  entriesOpenAfterDraw: boolean;
  /** The last day members may enter or withdraw themselves, YYYY-MM-DD; null when there is no deadline. */
  entryDeadline: string | null;
};

/**
 * The one thing a member can do with an event now: Join or Withdraw while entries are open, Pending Draw while
 * it waits for the draw, Play once drawn and its day has come (the rule of lib/events/scoring-opens.ts), Play on
 * its day before then, Results once complete; null when there is nothing for them (drawn, entries closed, not in).
 */
export const EVENT_ACTIONS = ["join", "withdraw", "pendingDraw", "playOn", "play", "results"] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/**
 * Why a member may not enter or withdraw themself, in the words the screens and the refusals use, or null while
 * entries are open: the event is not complete, its day has not passed, and it is not drawn unless the event keeps
 * entries open after the draw, and then only until its day, when the groups go out and scoring opens; nor after
 * its entry deadline, the last day members may enter or withdraw. `today` is
 * the society's calendar day (the server's, see lib/events/scoring-opens.ts). Admins add players whatever this says.
 */
export function entriesClosedBecause(event: EventTiming, today: string): string | null {
  if (event.complete) return "This event is closed, so nobody can enter it any more.";
  if (event.date < today)
    return "This event's day has passed, so entries are closed. Ask an admin of the sweep to add you.";
  if (event.entryDeadline !== null && event.entryDeadline < today)
    return `Entries closed on ${formatWeekdayDay(eventDay(event.entryDeadline))}. Ask an admin of the sweep to add you or take you out.`;
  if (!event.drawn) return null;
  if (!event.entriesOpenAfterDraw)
    return "The draw has been made, so entries are closed. Ask an admin of the sweep to add you.";
  if (event.date === today) return "Play starts today, so entries are closed. Ask an admin of the sweep to add you.";
  return null;
}

export const entriesOpen = (event: EventTiming, today: string): boolean => entriesClosedBecause(event, today) === null;

/**
 * The action of an event for a member who has or has not entered it (see EventAction). A reserve has no card: they
 * may leave the reserve list while entries are open, like an entrant withdrawing, and have nothing to play.
 */
export function eventAction(
  event: EventTiming & { userHasJoined: boolean; userIsReserve: boolean },
  today: string,
): EventAction | null {
  if (event.complete) return "results";
  const isOpen = entriesOpen(event, today);
  if (event.userIsReserve) return isOpen ? "withdraw" : event.drawn ? null : "pendingDraw";
  if (!event.userHasJoined) return isOpen ? "join" : event.drawn ? null : "pendingDraw";
  if (!event.drawn) return isOpen ? "withdraw" : "pendingDraw";
  return scoringNotOpenYet(event, today, { isAdmin: false }) === null ? "play" : "playOn";
}

/** "Play on Sunday 30 Nov": the Play action of a drawn event whose day is still ahead. */
export const playOnLabel = (date: string) => `Play on ${formatWeekdayDay(eventDay(date))}`;
