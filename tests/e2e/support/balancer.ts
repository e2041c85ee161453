// A small HTTP load balancer in front of several app machines, as nginx or a hosting provider's balancer stands in
// front of them (docs/self-hosting.md#more-than-one-machine): each request goes to the next machine in turn (no
// sticky sessions), and an answer that sends nothing for `idleTimeoutMs` is cut, as nginx's proxy_read_timeout or
// a cloud balancer's idle timeout cuts it. It records which machine served each request.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Routed = { path: string; upstream: string; lastEventId: string | undefined };

export type Balancer = {
  url: string;
  /** Every request, in the order it came, with the machine it was sent to. */
  routed: Routed[];
  close(): Promise<void>;
};

// Meant for one connection only; a proxy does not pass them on (RFC 9110 §7.6.1).
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"];

function withoutHopByHop(headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders) {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
}

export async function startBalancer(upstreams: string[], { idleTimeoutMs }: { idleTimeoutMs: number }) {
  const routed: Routed[] = [];
  let turn = 0;
  const server = http.createServer((req, res) => {
    const upstream = upstreams[turn++ % upstreams.length]!;
    const lastEventId = req.headers["last-event-id"];
    routed.push({
      path: req.url ?? "/",
      upstream,
      lastEventId: typeof lastEventId === "string" ? lastEventId : undefined,
    });
    const target = new URL(req.url ?? "/", upstream);
    const forwarded = http.request(
      target,
      {
        method: req.method,
        headers: {
          ...withoutHopByHop(req.headers),
          host: target.host,
          "x-forwarded-for": req.socket.remoteAddress ?? "",
          "x-forwarded-proto": "http",
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(res);
      },
    );
    // Nothing from the machine for this long: the request and the client's connection are cut.
    forwarded.setTimeout(idleTimeoutMs, () => {
      forwarded.destroy();
      res.destroy();
    });
    forwarded.on("error", () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end();
    });
    res.on("close", () => forwarded.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    routed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  } satisfies Balancer;
}
