import { z } from "zod";
import { eventParamsSchema } from "@/lib/validation/events";
import { eventStreamQuerySchema } from "@/lib/validation/live";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/live";

export const streamEventChanges = defineEndpoint({
  ...route.streamEventChanges,
  family: "extension",
  tag: "Events",
  access: "member",
  summary: "What changes in the event as it happens, as server-sent events (live leaderboards and cards)",
  description:
    'A text/event-stream that stays open. Each message has an `id` and JSON `data`: `{type: "ready"}` once listening; ' +
    '`{type: "card", eventId, cardId, hole, version}` when a score (hole null: the whole card) is saved; ' +
    '`{type: "event", eventId, change: "closed" | "reopened"}`; `{type: "resync"}` when changes may have been ' +
    "missed. Messages say what changed, not the new values: refetch the card. With `?include=leaderboard` the stream " +
    "sends the leaderboard in place of the card and event notices (the board carries their changes): " +
    '`{type: "leaderboard", eventId, board, leaderboard}` a moment after the first burst of changes that moves ' +
    'the board, and after each later one `{type: "leaderboard-changes", eventId, board, base, rows, order?, event?}`: ' +
    "each changed row's card and changed fields (a new row whole), the order of the cards when it moved and the event " +
    "when it changed, to apply to the board " +
    "numbered `base` (one build per app process for all its streams), so a page showing the live leaderboard need " +
    "not refetch it; a page that does not hold board `base` refetches it. Nothing is replayed: " +
    'reconnecting with Last-Event-ID (as EventSource does) answers "resync". A comment every 15 s keeps proxies from ' +
    "closing a quiet stream. A change is sent only once its write has committed, whichever app process served the write. " +
    "The stream ends within seconds of its caller losing access (signed out, signed out everywhere, a new password, the " +
    'API token revoked, removed from the sweep, the event deleted), after a last `{type: "revoked", status, detail}`: do ' +
    "not reconnect. By default one user may hold 20 streams per app process, and a process 2 000 in all (LIVE_STREAMS_PER_USER, " +
    "LIVE_STREAMS_PER_PROCESS); past that the answer is 429 with Retry-After.",
  params: eventParamsSchema,
  query: eventStreamQuerySchema,
  headers: z.object({ "last-event-id": z.string().max(200).optional() }),
  response: {
    status: 200,
    contentType: "text/event-stream",
    description: "The event's changes, until the client disconnects.",
  },
  errors: [429, 503],
});
