import { checkedRoute } from "../layout/routes";

/** The older family's pages of an event's outcome (docs/screens-and-api.md#results). */
export const eventLeaderboardHref = (eventId: string) => checkedRoute(`/event/leaderboard/${eventId}`);
export const eventResultsHref = (eventId: string) => checkedRoute(`/event/results/${eventId}`);
/** event/results opened straight into the browser's print dialog: its printed sheet, from the event page's Results tab. */
export const printEventResultsHref = (eventId: string) => checkedRoute(`/event/results/${eventId}?print=1`);
export const virtualMatchesHref = (eventId: string) => checkedRoute(`/event/virtual-matches/${eventId}`);
