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

server.on("request", (req, res) => {
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  void handle(req, res);
});
server.listen(port, () => console.log(`Sweeps is listening on http://localhost:${port}`));
// Event streams (live leaderboards) never end by themselves, so closing would wait for every open tab: requests in
// flight get a moment, then what is left is cut, and browsers reconnect (to another process, or to this one restarted).
const SHUTDOWN_GRACE_MS = 2_000;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  });
}
