import { streamEventChanges } from "@/lib/contracts/live";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { openEventStream } from "@/lib/server/live/event-stream";

// GET /api/events/{eventId}/stream — the event's changes as server-sent events, for members of its sweep.
export const GET = withRoute(streamEventChanges, async ({ user, params, query, headers, req }) => {
  const access = await requireEventRole(user, params.eventId, "member");
  return openEventStream(access.eventId, { lastEventId: headers["last-event-id"], withLeaderboard: query.include === "leaderboard", signal: req.signal });
});
