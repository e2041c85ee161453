import { checkedRoute } from "../layout/routes";

/** The older family's pages of an event's outcome (docs/screens-and-api.md#results). */
export const eventLeaderboardHref = (eventId: string) => checkedRoute(`/event/leaderboard/${eventId}`);
export const eventResultsHref = (eventId: string) => checkedRoute(`/event/results/${eventId}`);
export const virtualMatchesHref = (eventId: string) => checkedRoute(`/event/virtual-matches/${eventId}`);
