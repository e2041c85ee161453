// The HTTP server `npm start` and `npm run dev` run: Next's own request handler behind a plain Node server,
// so that each request can carry the address of the connection it came on. Next's route handlers cannot see
// the socket (NextRequest has no `ip` outside Vercel, and Next fills X-Forwarded-For with it only when the
// client sent none). The header is overwritten on every request, so a client cannot choose its value; the
// app believes it only because SOCKET_ADDRESS_HEADER, set here, names it (lib/server/auth/request-origin.ts).
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import next from "next";

const SOCKET_ADDRESS_HEADER = "x-sweeps-socket-address";
process.env.SOCKET_ADDRESS_HEADER = SOCKET_ADDRESS_HEADER;

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? "3000");

// How long a request may take to arrive, its headers and its body. Node's default (300 s, checked every 30 s)
// let a client that sends slowly hold a connection for over five minutes. Only the arrival is bounded: once the
// request is in, its answer takes as long as it needs, so an event stream (GET, no body) stays open for hours.
// Validated with the other settings in lib/server/env.ts.
const REQUEST_ARRIVAL_TIMEOUT_MS = Number(process.env.REQUEST_ARRIVAL_TIMEOUT_MS ?? "30000");
// Next makes each request a Fetch Request, which cannot carry the methods Fetch forbids: on TRACE it threw before
// the app ran (a 500), so TRACE is refused here. CONNECT has its own event, and Node's parser refuses methods it
// does not know (TRACK, made-up ones) as client errors, both below. Any other method reaches proxy.ts, which
// knows what each address answers. The methods some address of the app answers:
const ALLOW = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

// Every request gets an id, answered in X-Request-Id and carried on each log line the app writes for it
// (lib/server/log/request-context.ts reads it from the request). One a proxy in front sent is kept when it looks like
// an id, by the same rule as there, so a client cannot write arbitrary text into the log.
const REQUEST_ID_HEADER = "x-request-id";
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const requestIdOf = (sent) => (typeof sent === "string" && SANE_REQUEST_ID.test(sent) ? sent : randomUUID());

/** A problem+json body (RFC 9457), as lib/server/api/problem.ts writes them, with the request's id. */
const problem = (status, code, title, detail) => (requestId) =>
  JSON.stringify({ type: `/problems/${code}`, title, status, detail, code, requestId });

const METHOD_NOT_ALLOWED = problem(
  405,
  "method_not_allowed",
  "Method not allowed",
  `This server answers only ${ALLOW} requests.`,
);

// What Node's parser or its timers refuse before a request reaches the app, by the error's code; anything else
// it cannot read is a bad request.
const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: [
    431,
    "Request Header Fields Too Large",
    problem(
      431,
      "headers_too_large",
      "Request headers too large",
      "The address or the headers of this request are too large: at most 16 kB together.",
    ),
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    "Request Timeout",
    problem(
      408,
      "request_timeout",
      "Request not received in time",
      `The request did not arrive within ${REQUEST_ARRIVAL_TIMEOUT_MS / 1000} s. Please try again.`,
    ),
  ],
  HPE_INVALID_METHOD: [405, "Method Not Allowed", METHOD_NOT_ALLOWED, { allow: ALLOW }],
};
const BAD_REQUEST = [
  400,
  "Bad Request",
  problem(400, "invalid", "The request is not valid", "This is not a well-formed HTTP request."),
];

/**
 * A whole HTTP/1.1 response, for a socket that Node's server no longer answers through a response object; the
 * request could not be read, so its id is a new one.
 */
function rawResponse(status, reason, problemBody, headers = {}) {
  const requestId = randomUUID();
  const body = problemBody(requestId);
  const head = Object.entries({
    [REQUEST_ID_HEADER]: requestId,
    "content-type": "application/problem+json",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    connection: "close",
    ...headers,
  }).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${head.join("\r\n")}\r\n\r\n${body}`;
}

const server = createServer({
  requestTimeout: REQUEST_ARRIVAL_TIMEOUT_MS,
  headersTimeout: REQUEST_ARRIVAL_TIMEOUT_MS,
  // How often Node looks for requests past those bounds (its default, 30 s, would add up to 30 s to each).
  connectionsCheckingInterval: Math.min(1_000, REQUEST_ARRIVAL_TIMEOUT_MS),
});
const app = next({ dev, port, httpServer: server });
const handle = app.getRequestHandler();
await app.prepare();
// The built app's hottest API calls, which it answers itself without Next's router (lib/server/api/direct-routes.ts).
// instrumentation.ts hands them over once Next has loaded it, which may be at the first request; until then, and in
// development, Next answers them, the same way.
const DIRECT_ROUTES_KEY = Symbol.for("sweeps.answerDirectly");
const answerDirectly = (req, res) => globalThis[DIRECT_ROUTES_KEY]?.(req, res) ?? false;

// Graceful shutdown (SIGTERM from a process manager, SIGINT from a terminal): stop accepting connections, let the
// requests in flight finish (their answers say Connection: close), answer anything else that still arrives on an
// open connection with 503, and exit once every connection is gone. Event streams (live leaderboards) never end by
// themselves: they get a moment, then are cut, and browsers reconnect (to another process, or to this one
// restarted). Whatever is still running at the deadline is cut too, so the process always exits within 10 s.
const STREAM_GRACE_MS = 2_000;
const DRAIN_DEADLINE_MS = 8_000;
// Each response in flight, and whether its request asked for an event stream.
const inFlight = new Map();
let stopping = false;

const STOPPING_PROBLEM = problem(
  503,
  "unavailable",
  "Service unavailable",
  "The server is restarting. Please try again in a moment.",
);
// The response in progress on each connection, so that a client error never writes over one already begun.
const responseOn = new WeakMap();

server.on("request", (req, res) => {
  const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  if (req.method === "TRACE") {
    const body = METHOD_NOT_ALLOWED(requestId);
    res.writeHead(405, {
      "content-type": "application/problem+json",
      "content-length": Buffer.byteLength(body),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      allow: ALLOW,
    });
    res.end(body);
    return;
  }
  if (stopping) {
    const body = STOPPING_PROBLEM(requestId);
    res.writeHead(503, {
      "content-type": "application/problem+json",
      "content-length": Buffer.byteLength(body),
      "cache-control": "no-store",
      "retry-after": "1",
      connection: "close",
    });
    res.end(body);
    return;
  }
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  inFlight.set(res, req.headers.accept?.includes("text/event-stream") ?? false);
  responseOn.set(req.socket, res);
  res.on("close", () => inFlight.delete(res));
  if (!answerDirectly(req, res)) void handle(req, res);
});

// A request Node could not read (too large, not HTTP, an unknown method) or that did not arrive in time (a body
// that never ends): answered with problem+json instead of Node's empty answer, unless an answer has begun, and
// the connection closed.
server.on("clientError", (error, socket) => {
  const response = responseOn.get(socket);
  if (error.code === "ECONNRESET" || !socket.writable || (response?.headersSent && !response.writableFinished)) {
    socket.destroy();
    return;
  }
  const [status, reason, body, headers] = CLIENT_ERRORS[error.code] ?? BAD_REQUEST;
  socket.end(rawResponse(status, reason, body, headers), () => socket.destroy());
});

// CONNECT asks for a tunnel, which this server never opens; unanswered here, the client would wait for ever.
server.on("connect", (_req, socket) => {
  socket.end(rawResponse(405, "Method Not Allowed", METHOD_NOT_ALLOWED, { allow: ALLOW }), () => socket.destroy());
});
server.listen(port, () => console.log(`Sweeps is listening on http://localhost:${port}`));

function stop() {
  if (stopping) return;
  stopping = true;
  for (const res of inFlight.keys()) if (!res.headersSent) res.setHeader("connection", "close");
  server.close(() => process.exit(0));
  setTimeout(() => {
    for (const [res, askedForStream] of inFlight) {
      if (askedForStream || String(res.getHeader("content-type")).startsWith("text/event-stream")) res.destroy();
    }
  }, STREAM_GRACE_MS).unref();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, DRAIN_DEADLINE_MS).unref();
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
