// The HTTP server `npm start` and `npm run dev` run: Next's own request handler behind a plain Node server,
// so that each request can carry the address of the connection it came on. Next's route handlers cannot see
// the socket (NextRequest has no `ip` outside Vercel, and Next fills X-Forwarded-For with it only when the
// client sent none). The header is overwritten on every request, so a client cannot choose its value; the
// app believes it only because SOCKET_ADDRESS_HEADER, set here, names it (lib/server/auth/request-origin.ts).
import { createServer } from "node:http";
import next from "next";

const SOCKET_ADDRESS_HEADER = "x-sweeps-socket-address";
process.env.SOCKET_ADDRESS_HEADER = SOCKET_ADDRESS_HEADER;

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? "3000");

const server = createServer();
const app = next({ dev, port, httpServer: server });
const handle = app.getRequestHandler();
await app.prepare();

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

const STOPPING_PROBLEM = JSON.stringify({
  type: "/problems/unavailable",
  title: "Service unavailable",
  status: 503,
  detail: "The server is restarting. Please try again in a moment.",
  code: "unavailable",
});

server.on("request", (req, res) => {
  if (stopping) {
    res.writeHead(503, {
      "content-type": "application/problem+json",
      "content-length": Buffer.byteLength(STOPPING_PROBLEM),
      "cache-control": "no-store",
      "retry-after": "1",
      connection: "close",
    });
    res.end(STOPPING_PROBLEM);
    return;
  }
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  inFlight.set(res, req.headers.accept?.includes("text/event-stream") ?? false);
  res.on("close", () => inFlight.delete(res));
  void handle(req, res);
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
