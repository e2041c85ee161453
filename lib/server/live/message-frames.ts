import "server-only";
import type { LiveMessage } from "@/lib/validation/live";

const encoder = new TextEncoder();

/** Each message's bytes, kept while something still holds the message. */
const frames = new WeakMap<LiveMessage, Uint8Array>();
/** Ids count up across the process's streams, so that every stream's ids increase and a shared frame has one id. */
let lastId = 0;

/**
 * A message as the bytes of one server-sent event (`id` and `data`), encoded once however many streams send it:
 * the listener hands the same notice object to every stream of its event (./listener.ts), and a leaderboard push
 * the same message to every receiver (./leaderboard-push.ts), so the streams of an event enqueue the same bytes
 * rather than each serializing the leaderboard again. The id means nothing to the client beyond "something was
 * received" (a reconnect with any Last-Event-ID is told "resync").
 */
export function frameOf(message: LiveMessage): Uint8Array {
  let frame = frames.get(message);
  if (!frame) {
    frame = encoder.encode(`id: ${++lastId}\ndata: ${JSON.stringify(message)}\n\n`);
    frames.set(message, frame);
  }
  return frame;
}
