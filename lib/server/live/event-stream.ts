import "server-only";
import type { LiveMessage } from "@/lib/validation/live";
import type { AuthorizedEventId } from "../auth/authorized";
import { receiveLeaderboards } from "./leaderboard-push";
import { liveListener } from "./process-listener";

/** A comment this often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting a dropped stream (EventSource's `retry`). */
const RECONNECT_MS = 3_000;
/** Chunks waiting for a client that stopped reading (a dead socket not yet noticed): past this, it is let go. */
const MAX_QUEUED_CHUNKS = 100;

const encoder = new TextEncoder();

type StreamOptions = {
  lastEventId: string | undefined;
  /** Also send the leaderboard itself after each burst of changes (./leaderboard-push.ts). */
  withLeaderboard: boolean;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
};

/**
 * An event's changes as server-sent events, each with an `id`. Nothing is replayed: a client that comes back with
 * Last-Event-ID is told "resync" and refetches what it shows (one small aggregate), so no history is kept per
 * client or per process, and any process can serve the reconnect. Resolves once the process is listening.
 */
export async function openEventStream(eventId: AuthorizedEventId, options: StreamOptions): Promise<Response> {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let sequence = 0;
  let isClosed = false;

  const write = (text: string) => {
    if (isClosed || !controller) return;
    controller.enqueue(encoder.encode(text));
    if ((controller.desiredSize ?? 0) < -MAX_QUEUED_CHUNKS) end();
  };
  const sendJson = (messageJson: string) => write(`id: ${++sequence}\ndata: ${messageJson}\n\n`);
  const send = (message: LiveMessage) => sendJson(JSON.stringify(message));

  const unsubscribeChanges = await liveListener().subscribe(eventId, send);
  const unsubscribeLeaderboards = options.withLeaderboard ? await receiveLeaderboards(eventId, sendJson) : () => {};
  const heartbeat = setInterval(() => write(": heartbeat\n\n"), HEARTBEAT_MS);
  /** Stops listening; false when already stopped. */
  function release(): boolean {
    if (isClosed) return false;
    isClosed = true;
    clearInterval(heartbeat);
    unsubscribeChanges();
    unsubscribeLeaderboards();
    options.signal.removeEventListener("abort", end);
    return true;
  }
  function end(): void {
    if (release()) controller?.close();
  }

  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      write(`retry: ${RECONNECT_MS}\n\n`);
      send({ type: options.lastEventId ? "resync" : "ready" });
    },
    // The client went away and the reader was cancelled: the stream is already closed.
    cancel: () => void release(),
  });
  options.signal.addEventListener("abort", end);
  if (options.signal.aborted) end();

  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform: a compressing proxy (or Next's own compression) would otherwise hold messages back.
      "cache-control": "no-cache, no-transform",
      // nginx buffers responses unless told not to.
      "x-accel-buffering": "no",
    },
  });
}
