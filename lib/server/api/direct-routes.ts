import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { NextRequest } from "next/server";
import { pushBodyOf, type PushBody } from "../live/stream-sink";
import { acceptsGzip, COMPRESS_FROM_BYTES, gzippedOnce } from "./compression";
import { errorToResponse } from "./map-error";
import { API_HEADERS, HEADERS_EVERYWHERE } from "./security-headers";
import type { RouteHandler } from "./with-route";

/**
 * Takes a request the app's own server has just received, answers it and says true, or says false and leaves it
 * to Next. scripts/next-server.mjs finds it on globalThis under this key: that file is plain JavaScript outside
 * the build, and this module is compiled into it.
 */
export type AnswerDirectly = (req: IncomingMessage, res: ServerResponse) => boolean;
export const ANSWER_DIRECTLY_KEY = Symbol.for("sweeps.answerDirectly");

/** proxy.ts's export: what Next runs before every API route. */
type Proxy = (request: NextRequest) => Promise<Response> | Response;

type NextRequestInit = NonNullable<ConstructorParameters<typeof NextRequest>[1]>;
type DirectRoute = { handler: RouteHandler; method: string; pattern: RegExp; paramNames: string[] };

// Next marks the answer of a proxy that lets the request through with this header; anything else is its refusal.
const PROXY_PASSED = "x-middleware-next";

/**
 * The hottest API calls (app/api/direct-routes.ts) answered by the app's own HTTP server without Next's router,
 * which cost about 3 ms of CPU per call: a third of a score save's whole cost (bench/http/save-cost.bench.ts). The answer is the same one: proxy.ts runs first, then the route module's own
 * handler with its contract, guard and error mapping (lib/server/api/with-route.ts), and the headers
 * next.config.ts adds. JSON answers are sent whole (gzipped as Next would), event streams message by message.
 */
export function directRoutes(handlers: readonly RouteHandler[], proxy: Proxy): AnswerDirectly {
  const routes = handlers.map(routeOf);
  return (req, res) => {
    const [pathname = ""] = (req.url ?? "").split("?", 1);
    for (const route of routes) {
      if (route.method !== req.method) continue;
      const params = paramsOf(route, pathname);
      const url = params && requestUrl(req);
      if (!params || !url) continue;
      answer(route, params, () => new NextRequest(url, requestInit(req, res)), proxy)
        .then((response) => send(response, req, res))
        .catch(() => res.destroy());
      return true;
    }
    return false;
  };
}

/**
 * A path parameter is taken only when it is shaped as the ids these routes name (UUIDs): any other segment may be
 * another route's fixed one that Next prefers (/api/events/results/… beside /api/events/{eventId}/…), so that
 * request, and a malformed id with it, is left to Next, which answers it as it always has.
 */
const UUID_SEGMENT = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";

function routeOf(handler: RouteHandler): DirectRoute {
  const paramNames: string[] = [];
  const source = handler.contract.path
    .split("/")
    .map((segment) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (!name) return segment.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
      paramNames.push(name);
      return `(${UUID_SEGMENT})`;
    })
    .join("/");
  return { handler, method: handler.contract.method, pattern: new RegExp(`^${source}$`), paramNames };
}

/** The path's parameters (UUIDs, so there is nothing to decode); null when the path is not this route's. */
function paramsOf(route: DirectRoute, pathname: string): Record<string, string> | null {
  const match = route.pattern.exec(pathname);
  return match && Object.fromEntries(route.paramNames.map((name, index) => [name, match[index + 1]!]));
}

/** The address as the browser used it, as Next makes it for a route handler; null for a Host no URL can hold. */
function requestUrl(req: IncomingMessage): string | null {
  const scheme = req.headers["x-forwarded-proto"] === "https" ? "https" : "http";
  const url = `${scheme}://${req.headers.host ?? "localhost"}${req.url ?? "/"}`;
  return URL.canParse(url) ? url : null;
}

function requestInit(req: IncomingMessage, res: ServerResponse): NextRequestInit {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  // The handler's request.signal aborts when the client goes (an event stream stops listening), as under Next.
  const disconnected = new AbortController();
  res.once("close", () => disconnected.abort());
  const body = req.method === "GET" || req.method === "HEAD" ? null : bodyOf(req);
  return { method: req.method, headers, body, duplex: "half", signal: disconnected.signal };
}

/**
 * The body as a stream read only when the route reads it, so that its own reader enforces its size limit
 * (lib/server/api/request-body.ts). A reader that gives up early (a body refused as too large) lets the rest drain,
 * where Node's own conversion would destroy the connection and the client would never read the refusal.
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      pull: (controller) =>
        new Promise<void>((resolve, reject) => {
          if (req.readableEnded) {
            controller.close();
            resolve();
            return;
          }
          const settle = () => {
            req.off("data", onData).off("end", onEnd).off("error", onError);
            resolve();
          };
          const onData = (chunk: Buffer) => {
            req.pause();
            controller.enqueue(new Uint8Array(chunk));
            settle();
          };
          const onEnd = () => {
            controller.close();
            settle();
          };
          const onError = (error: Error) => {
            req.off("data", onData).off("end", onEnd);
            reject(error);
          };
          req.on("data", onData).once("end", onEnd).once("error", onError);
          req.resume();
        }),
      cancel: () => {
        req.resume();
      },
    },
    { highWaterMark: 0 },
  );
}

async function answer(
  route: DirectRoute,
  params: Record<string, string>,
  makeRequest: () => NextRequest,
  proxy: Proxy,
): Promise<Response> {
  try {
    const request = makeRequest();
    const passed = await proxy(request);
    if (!passed.headers.has(PROXY_PASSED)) return passed;
    const response = await route.handler(request, { params: Promise.resolve(params) });
    for (const cookie of passed.headers.getSetCookie()) response.headers.append("set-cookie", cookie);
    return response;
  } catch (error) {
    return errorToResponse(error);
  }
}

async function send(response: Response, req: IncomingMessage, res: ServerResponse): Promise<void> {
  for (const { key, value } of [...HEADERS_EVERYWHERE, ...API_HEADERS]) res.setHeader(key, value);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  const push = pushBodyOf(response);
  if (push) return sendPushed(push, response.status, res);
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  if (body.byteLength >= COMPRESS_FROM_BYTES && acceptsGzip(req.headers["accept-encoding"])) {
    const etag = response.headers.get("etag");
    body = etag ? gzippedOnce(etag, body) : gzipSync(body);
    res.setHeader("content-encoding", "gzip");
    res.setHeader("vary", "Accept-Encoding");
  }
  res.setHeader("content-length", body.byteLength);
  res.writeHead(response.status);
  res.end(body);
}

/** An event stream: the headers at once, then each message written to the socket as it comes, until either side ends it. */
function sendPushed(push: PushBody, status: number, res: ServerResponse): void {
  res.writeHead(status);
  res.flushHeaders();
  const stop = push({
    // Node throws on a write after the end, whoever ended it (a server stopping, say): such a write is dropped.
    write: (chunk) => void (!res.writableEnded && res.write(chunk)),
    queuedBytes: () => res.writableLength,
    close: () => res.end(),
  });
  if (res.destroyed) stop();
  else res.once("close", stop);
}
