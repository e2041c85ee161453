import type { EventSummaryDto } from "@/lib/validation/events";

type Listed = Pick<EventSummaryDto, "date" | "inFuture" | "complete" | "userHasJoined">;

/** Still to be played: its day is today or later and it is not closed (a closed event was played, whatever its date). */
export const isComingUp = (event: Pick<Listed, "inFuture" | "complete">) => event.inFuture && !event.complete;

/**
 * A sweep's events tab (docs/screens-and-api.md#sweeps-and-membership): the events still to be played, soonest first,
 * so next Sunday leads; then the played ones, latest first. Events of one day keep the order they were given in.
 */
export const comingUpThenPlayed = <T extends Pick<Listed, "date" | "inFuture" | "complete">>(
  events: readonly T[],
): T[] => [
  ...events.filter(isComingUp).sort((a, b) => a.date.localeCompare(b.date)),
  ...events.filter((event) => !isComingUp(event)).sort((a, b) => b.date.localeCompare(a.date)),
];

const rankOnDashboard = (event: Listed) => (!isComingUp(event) ? 2 : event.userHasJoined ? 0 : 1);

/**
 * The dashboard's order (docs/screens-and-api.md#dashboard-and-events-lists): the events the member is in that are
 * still to be played, soonest first, so today's round leads; then the others coming up; then the played ones. Within
 * each, the list's own order (upcoming soonest first, played latest first) is kept.
 */
export const dashboardOrder = <T extends Listed>(events: readonly T[]): T[] =>
  [...events].sort((a, b) => rankOnDashboard(a) - rankOnDashboard(b));

/** The heading over the dashboard's first event: whose it is and when, in a member's words. */
export function leadingEventHeading(event: Listed, today: string): string {
  if (!isComingUp(event)) return "Your latest event";
  if (!event.userHasJoined) return "Coming up in your sweeps";
  return event.date === today ? "Today's round" : "Your next event";
}

/**
 * How many played events a sweep's events tab shows until asked for all: a season's worth. Ten seasons are hundreds
 * of events, and a card each made the page megabytes that a phone waited for before it showed anything.
 */
export const LATEST_PLAYED_EVENTS = 12;

/**
 * The events tab's first slice, from a list in `comingUpThenPlayed` order: every event coming up and the latest
 * played ones (a season's worth unless told), with how many were played in all (what "Show all" offers).
 */
export function latestEvents<T extends Pick<Listed, "inFuture" | "complete">>(
  events: readonly T[],
  playedShown = LATEST_PLAYED_EVENTS,
): { events: T[]; playedCount: number } {
  const comingUp = events.filter(isComingUp);
  const played = events.filter((event) => !isComingUp(event));
  return { events: [...comingUp, ...played.slice(0, playedShown)], playedCount: played.length };
}
