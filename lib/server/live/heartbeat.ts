import "server-only";
import { deliverInTurns } from "./in-turns";

/** A comment this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;

const HEARTBEAT = new TextEncoder().encode(": heartbeat\n\n");

/** Writes one chunk to one open stream. */
export type StreamWriter = (chunk: Uint8Array) => void;

const writers = new Set<StreamWriter>();
let timer: NodeJS.Timeout | undefined;

/**
 * Sends the heartbeat to a stream every HEARTBEAT_MS, on one timer and with one chunk for all of the process's open
 * streams: a timer per stream cost thousands of timers on a golf day. The timer runs only while a stream is open.
 * Returns the stop.
 */
export function joinHeartbeat(write: StreamWriter): () => void {
  writers.add(write);
  timer ??= setInterval(() => {
    deliverInTurns(writers, (writer) => writer(HEARTBEAT));
  }, HEARTBEAT_MS);
  return () => {
    writers.delete(write);
    if (writers.size > 0) return;
    clearInterval(timer);
    timer = undefined;
  };
}
