import { streamEventChanges } from "@/lib/contracts/live";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { openEventStream } from "@/lib/server/live/event-stream";
import { streamSlots } from "@/lib/server/live/stream-slots";

// GET /api/events/{eventId}/stream — the event's changes as server-sent events, for members of its sweep.
export const GET = withRoute(streamEventChanges, async ({ user, params, query, headers, req }) => {
  streamSlots().assertRoom(user.id);
  const access = await requireEventRole(user, params.eventId, "member");
  return openEventStream(user, access, {
    lastEventId: headers["last-event-id"],
    withLeaderboard: query.include === "leaderboard",
    signal: req.signal,
  });
});
