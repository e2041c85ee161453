import "server-only";

/** Where an open event stream's bytes go, and how many of them are still waiting for the client. */
export type StreamSink = {
  write(chunk: Uint8Array): void;
  /** Bytes written but not yet taken by the client: a client that stopped reading lets them pile up. */
  queuedBytes(): number;
  close(): void;
};

/**
 * Starts writing a stream's messages to `sink`; returns the stop, for the socket's close. The request's abort signal
 * cannot be counted on for it there: it follows the socket only while the request object lives, and nothing holds
 * the request once its handler has answered.
 */
export type PushBody = (sink: StreamSink) => () => void;

/**
 * Event streams that can write straight to the app's own HTTP response (lib/server/api/direct-routes.ts). Read
 * through the Response's web stream, each message was a pull, a read request and several promises, each with
 * Next's async-context bookkeeping: with 5,000 streams open, most of what a save's fan-out allocated, and the
 * garbage collections it caused held the saves themselves back (bench/live.bench.ts). Next, which can only read
 * the web stream, still gets one.
 */
const PUSHED = new WeakMap<Response, PushBody>();

export function withPushBody(response: Response, push: PushBody): Response {
  PUSHED.set(response, push);
  return response;
}

/** How to write the response's stream straight to a sink, when it is an event stream that can. */
export const pushBodyOf = (response: Response): PushBody | undefined => PUSHED.get(response);

/** A sink over a web stream's controller, whose queue is counted in bytes (ByteLengthQueuingStrategy). */
export function controllerSink(controller: ReadableStreamDefaultController<Uint8Array>): StreamSink {
  return {
    write: (chunk) => controller.enqueue(chunk),
    queuedBytes: () => Math.max(0, -(controller.desiredSize ?? 0)),
    close: () => controller.close(),
  };
}
