import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/** The header that carries a request's id: set by scripts/next-server.mjs (or a proxy in front) and answered back. */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * An id a proxy sent is kept only when it looks like one (the same rule as scripts/next-server.mjs): a client must not
 * be able to write arbitrary text, or a line break, into every log line of its request.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** The request's id: the one it arrived with when sane, else a new one. */
export function requestIdOf(headers: Headers): string {
  const sent = headers.get(REQUEST_ID_HEADER);
  return sent && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Runs the work of one request so that every log line and problem answer made within it carries the request's id. */
export function inRequestContext<T>(headers: Headers, work: () => T): T {
  return requestContext.run({ requestId: requestIdOf(headers) }, work);
}

/** The id of the request being served; undefined outside one (start-up, timers, the notification worker). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
