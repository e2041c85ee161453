// The HTTP server `npm start` and `npm run dev` run: Next's own request handler behind a plain Node server,
// so that each request can carry the address of the connection it came on. Next's route handlers cannot see
// the socket (NextRequest has no `ip` outside Vercel, and Next fills X-Forwarded-For with it only when the
// client sent none). The header is overwritten on every request, so a client cannot choose its value; the
// app believes it only because SOCKET_ADDRESS_HEADER, set here, names it (lib/server/auth/request-origin.ts).
//
// On PostgreSQL it runs one such server per core (node:cluster: the processes share the port): a Node process uses
// one core, and rendering, JSON and the driver, not the database, are most of a request's work. Every process is
// a full app: one LISTEN each for the live streams, nothing else kept in memory that another process could outdate.
// The embedded PGlite belongs to one process, so without DATABASE_URL (and in development) there is one server.
import cluster from "node:cluster";
import { createServer } from "node:http";
import os from "node:os";
import next from "next";

const SOCKET_ADDRESS_HEADER = "x-sweeps-socket-address";
process.env.SOCKET_ADDRESS_HEADER = SOCKET_ADDRESS_HEADER;

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? "3000");

// Graceful shutdown (SIGTERM from a process manager, SIGINT from a terminal): stop accepting connections, let the
// requests in flight finish (their answers say Connection: close), answer anything else that still arrives on an
// open connection with 503, and exit once every connection is gone. Event streams (live leaderboards) never end by
// themselves: they get a moment, then are cut, and browsers reconnect (to another process, or to this one
// restarted). Whatever is still running at the deadline is cut too, so the process always exits within 10 s.
const STREAM_GRACE_MS = 2_000;
const DRAIN_DEADLINE_MS = 8_000;
// The primary of several processes waits a little longer than its workers' own deadline before cutting them.
const SUPERVISOR_DEADLINE_MS = 9_000;
const SIGNALS = ["SIGINT", "SIGTERM"];

const processes = dev || !process.env.DATABASE_URL ? 1 : os.availableParallelism();
if (processes > 1 && cluster.isPrimary) superviseServers(processes);
else await serve();

/**
 * The primary of several servers: starts them, replaces one that dies (unless it died before serving: that is a
 * broken start, not a crash to repeat), passes a stop signal on to each and exits once all have exited.
 */
function superviseServers(count) {
  let stopping = false;
  let listening = 0;
  cluster.on("listening", () => {
    if (++listening === count) console.log(`Sweeps is listening on http://localhost:${port} (${count} processes)`);
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!worker.everListened) {
      console.error(`An app process exited while starting (${signal ?? `code ${code}`}).`);
      process.exit(1);
    }
    console.error(`An app process exited (${signal ?? `code ${code}`}): starting another.`);
    fork();
  });
  const fork = () => {
    const worker = cluster.fork();
    worker.once("listening", () => (worker.everListened = true));
  };
  for (let i = 0; i < count; i++) fork();
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker.process.kill("SIGKILL");
      process.exit(0);
    }, SUPERVISOR_DEADLINE_MS).unref();
  };
  for (const signal of SIGNALS) process.on(signal, () => stop(signal));
}

/** One server: Next's handler, each request with its connection's address, and the graceful shutdown above. */
async function serve() {
  const server = createServer();
  const app = next({ dev, port, httpServer: server });
  const handle = app.getRequestHandler();
  await app.prepare();

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
  server.listen(port, () => {
    if (cluster.isPrimary) console.log(`Sweeps is listening on http://localhost:${port}`);
  });

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
  for (const signal of SIGNALS) process.on(signal, stop);
}
