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
