import "server-only";

/**
 * How many open streams hear a message before the process turns to its other work. Written all at once, the
 * messages to thousands of streams held every request that arrived meanwhile until the last was written: with
 * 5,000 streams open that is about 300 ms (bench/live.bench.ts). Between turns the server reads and answers what
 * has arrived.
 */
export const DELIVERIES_PER_TURN = 50;

/**
 * Calls `deliver` for each receiver, DELIVERIES_PER_TURN at a time, the rest on later turns of the event loop. The
 * receivers are taken as they are now. Each receiver still hears messages in the order they were sent: a later
 * message's turns are queued after an earlier one's.
 */
export function deliverInTurns<T>(receivers: Iterable<T>, deliver: (receiver: T) => void): void {
  const all = [...receivers];
  const turn = (from: number) => {
    const to = Math.min(from + DELIVERIES_PER_TURN, all.length);
    for (let at = from; at < to; at++) deliver(all[at]!);
    if (to < all.length) setImmediate(turn, to);
  };
  turn(0);
}
