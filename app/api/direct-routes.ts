import type { RouteHandler } from "@/lib/server/api/with-route";

/**
 * The API calls the built app answers without Next's router (lib/server/api/direct-routes.ts): those a golf day
 * makes most. The score save, every tap of every phone; the event's live stream, held by every open card and
 * leaderboard for the whole round; the reads each change sends a page back for: the card, the live
 * leaderboard, the sweep's top five and the event's results; and the order of merit, the largest answer members
 * poll (over a megabyte for ten seasons), whose gzip the app's own server makes once per change. Each keeps its
 * route file, which Next serves in development and for any request that arrives before these are published
 * (instrumentation-node.ts).
 */
export function directRouteHandlers(): Promise<RouteHandler[]> {
  return Promise.all([
    import("./cards/[cardId]/scores/[scoreId]/route").then((route) => route.PUT),
    import("./events/[eventId]/stream/route").then((route) => route.GET),
    import("./events/[eventId]/cards/[cardId]/route").then((route) => route.GET),
    import("./scorecards/[cardId]/route").then((route) => route.GET),
    import("./events/[eventId]/leaderboard/route").then((route) => route.GET),
    import("./leaderboard/[eventId]/route").then((route) => route.GET),
    import("./sweeps/[sweepId]/leaderboard/route").then((route) => route.GET),
    import("./sweeps/[sweepId]/order-of-merit/route").then((route) => route.GET),
    import("./events/results/[eventId]/route").then((route) => route.GET),
  ]);
}
