import "server-only";
import type { LiveMessage } from "@/lib/validation/live";
import type { EventAccess } from "../auth/authorized";
import type { RequestUser } from "../auth/request-user";
import { accessKeysOf } from "./access-notice";
import { watchAccess } from "./access-watch";
import { joinHeartbeat } from "./heartbeat";
import { receiveLeaderboards } from "./leaderboard-push";
import { frameOf } from "./message-frames";
import { liveListener } from "./process-listener";
import { streamSlots } from "./stream-slots";
import { controllerSink, type StreamSink, withPushBody } from "./stream-sink";

/** How long a browser waits before reconnecting a dropped stream (EventSource's `retry`). */
const RECONNECT_MS = 3_000;
const RETRY = new TextEncoder().encode(`retry: ${RECONNECT_MS}\n\n`);
/** Bytes waiting for a client that stopped reading (a dead socket not yet noticed): past this, it is let go. */
const MAX_QUEUED_BYTES = 256 * 1024;

type StreamOptions = {
  lastEventId: string | undefined;
  /**
   * Send the leaderboard itself after each burst of changes (./leaderboard-push.ts) instead of each change's notice:
   * the board carries every change of a card and of the event.
   */
  withLeaderboard: boolean;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
};

/**
 * An event's changes as server-sent events, each with an `id`. Nothing is replayed: a client that comes back with
 * Last-Event-ID is told "resync" and refetches what it shows (one small aggregate), so no history is kept per
 * client or per process, and any process can serve the reconnect. Resolves once the process is listening.
 *
 * The stream holds one of the process's slots (./stream-slots.ts: 429 when there is none) and, while open, keeps
 * asking whether its caller may still see the event (./access-watch.ts); once refused it sends "revoked" and ends.
 * Every way it ends (the client leaves or stops reading, the caller is refused, opening fails) runs `release`.
 * What streams have in common is shared, so that an open stream costs little: one heartbeat timer for all
 * (./heartbeat.ts), one recheck timer (./recheck-schedule.ts), and each message encoded once (./message-frames.ts).
 */
export async function openEventStream(
  caller: RequestUser,
  access: EventAccess,
  options: StreamOptions,
): Promise<Response> {
  const releaseSlot = streamSlots().claim(caller.id);
  let sink: StreamSink | undefined;
  let isClosed = false;
  /** While the caller's access is being checked again, messages are held back (./access-watch.ts). */
  let isPaused = false;
  let missedWhilePaused = false;
  const stops: Array<() => void> = [releaseSlot];

  const write = (chunk: Uint8Array) => {
    if (isClosed || !sink) return;
    sink.write(chunk);
    if (sink.queuedBytes() > MAX_QUEUED_BYTES) end();
  };
  /** Whether the message went out: one held back while paused is not. */
  const send = (message: LiveMessage): boolean => {
    if (isPaused) {
      missedWhilePaused = true;
      return false;
    }
    write(frameOf(message));
    return !isClosed;
  };

  /** Stops listening and frees the slot; false when already stopped. */
  function release(): boolean {
    if (isClosed) return false;
    isClosed = true;
    options.signal.removeEventListener("abort", end);
    for (const stop of stops.splice(0)) stop();
    return true;
  }
  function end(): void {
    if (release()) sink?.close();
  }

  try {
    // A page showing the leaderboard has no use for a notice per save, and on a golf day those notices were four
    // in five of the messages its stream was sent, each a write to its socket.
    stops.push(
      options.withLeaderboard
        ? await receiveLeaderboards(access.eventId, send)
        : await liveListener().subscribe(access.eventId, send),
    );
    const keys = accessKeysOf({
      userId: caller.id,
      playerId: caller.playerId,
      sweepId: access.sweepId,
      eventId: access.eventId,
    });
    stops.push(
      await watchAccess(caller, access.eventId, keys, {
        pause: () => void (isPaused = true),
        resume: () => {
          isPaused = false;
          // What was held back is not replayed: the page refetches, as after a reconnect.
          if (missedWhilePaused) send({ type: "resync" });
          missedWhilePaused = false;
        },
        refuse: (refusal) => {
          write(frameOf({ type: "revoked", ...refusal }));
          end();
        },
      }),
    );
  } catch (error) {
    release();
    throw error;
  }
  stops.push(joinHeartbeat(write));

  /** The first message goes out once the bytes have somewhere to go: "ready", or "resync" for a reconnect. */
  const attach = (target: StreamSink) => {
    if (sink) return;
    sink = target;
    if (isClosed) return target.close();
    write(RETRY);
    send({ type: options.lastEventId ? "resync" : "ready" });
  };
  const body = new ReadableStream<Uint8Array>(
    {
      pull: (controller) => attach(controllerSink(controller)),
      // The client went away and the reader was cancelled: the stream is already closed.
      cancel: () => void release(),
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
  );
  options.signal.addEventListener("abort", end);
  if (options.signal.aborted) end();

  const response = new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform: a compressing proxy (or Next's own compression) would otherwise hold messages back.
      "cache-control": "no-cache, no-transform",
      // nginx buffers responses unless told not to.
      "x-accel-buffering": "no",
    },
  });
  return withPushBody(response, (target) => {
    attach(target);
    return release;
  });
}
