// Requests no browser sends, written byte for byte on raw sockets to the built app as `npm start` serves it
// (scripts/next-server.mjs in front of Next): whatever the method, size or pace, the answer is problem+json and
// never a 5xx or Node's empty answer; a request that does not arrive in time is answered 408 and its connection
// closed, while an event stream, whose request arrived at once, stays open.
import net from "node:net";
import { expect, test } from "@playwright/test";
import { E2E_REQUEST_ARRIVAL_TIMEOUT_MS } from "../support/arrival-timeout";
import { createScoringEvent, openEventStream, saveScore, signInDemoMember, signInDemoOwner } from "../support/live";

type RawAnswer = { status: number; headers: Record<string, string>; body: string; closed: boolean };

// Node looks for late requests once a second (scripts/next-server.mjs); the rest is room for a busy machine.
const CLOSED_WITHIN_MS = E2E_REQUEST_ARRIVAL_TIMEOUT_MS + 5_000;

/**
 * Writes `request` as it is and reads until the server closes the connection, or until `waitMs` has passed
 * (then `closed` is false). The answer's body is de-chunked.
 */
function rawRequest(baseURL: string, request: string, waitMs = CLOSED_WITHIN_MS): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname, () =>
      socket.write(request),
    );
    const chunks: Buffer[] = [];
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = (split < 0 ? text : text.slice(0, split)).split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      const raw = split < 0 ? "" : text.slice(split + 4);
      resolve({
        status: Number(statusLine.split(" ")[1] ?? 0),
        headers,
        body: headers["transfer-encoding"] === "chunked" ? dechunk(raw) : raw,
        closed,
      });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("close", () => finish(true));
    socket.on("error", reject);
  });
}

function dechunk(raw: string): string {
  let body = "";
  for (let at = 0; at < raw.length;) {
    const lineEnd = raw.indexOf("\r\n", at);
    const size = parseInt(raw.slice(at, lineEnd), 16);
    if (!size) break;
    body += raw.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
  return body;
}

function expectProblem(answer: RawAnswer, status: number, code: string, context: string) {
  expect(answer.status, context).toBe(status);
  expect(answer.headers["content-type"], context).toBe("application/problem+json");
  expect(JSON.parse(answer.body), context).toMatchObject({ status, code, detail: expect.any(String) });
}

test.describe("methods a Fetch request cannot carry, and methods nothing knows", () => {
  for (const method of ["TRACE", "TRACK", "CONNECT", "BREW", "get"]) {
    test(`${method} is answered 405 problem+json with Allow, on pages, the API and next-auth alike`, async ({
      baseURL,
    }) => {
      for (const path of ["/", "/api/sweeps", "/api/auth/error?error=x", "/no-such-page"]) {
        const target = method === "CONNECT" ? "localhost:443" : path;
        const answer = await rawRequest(
          baseURL!,
          `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
        );
        expectProblem(answer, 405, "method_not_allowed", `${method} ${target}`);
        expect(answer.headers["allow"], `${method} ${target}`).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      }
    });
  }
});

test.describe("line breaks and NUL in next-auth's error code", () => {
  for (const code of ["a%0d%0ab", "a%0ab", "a%0db", "a%00b", "%0d%0aSet-Cookie:%20x=1"]) {
    test(`error=${code} sends the browser to the generic sign-in failure, and no page answers 5xx`, async ({
      baseURL,
    }) => {
      const redirect = await fetch(`${baseURL}/api/auth/error?error=${code}`, { redirect: "manual" });
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get("location")).toBe("/authentication/login-failed?error=Callback");
      expect(redirect.headers.get("set-cookie") ?? "").not.toContain("x=1");
      for (const path of [
        "/api/auth/error",
        "/api/auth/signin",
        "/authentication/login",
        "/authentication/login-failed",
        "/authentication/register",
      ]) {
        for (const method of ["GET", "HEAD", "POST"]) {
          const response = await fetch(`${baseURL}${path}?error=${code}`, { method, redirect: "manual" });
          expect(response.status, `${method} ${path}`).toBeLessThan(500);
        }
      }
    });
  }
});

test("an address or headers beyond 16 kB are answered 431 problem+json and the connection closed", async ({
  baseURL,
}) => {
  const long = "a".repeat(20_000);
  const query = await rawRequest(baseURL!, `GET /api/sweeps?q=${long} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  expectProblem(query, 431, "headers_too_large", "a 20 kB query");
  expect(query.closed).toBe(true);
  const header = await rawRequest(baseURL!, `GET /sweeps HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${long}\r\n\r\n`);
  expectProblem(header, 431, "headers_too_large", "a 20 kB header");
  expect(header.closed).toBe(true);
});

test("a request that is not well-formed HTTP is answered 400 problem+json", async ({ baseURL }) => {
  for (const request of [
    "GET /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Length: ten\r\n\r\n",
    "GET /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n",
    "GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n",
  ]) {
    const answer = await rawRequest(baseURL!, request);
    expectProblem(answer, 400, "invalid", JSON.stringify(request));
    expect(answer.closed).toBe(true);
  }
});

test("headers or a body that never finish arriving are answered 408 problem+json and the connection closed", async ({
  baseURL,
}) => {
  const [headers, body] = await Promise.all([
    rawRequest(baseURL!, "GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: "),
    rawRequest(
      baseURL!,
      'POST /api/sweeps/createSweep HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na',
    ),
  ]);
  for (const [what, answer] of [
    ["headers", headers],
    ["a body", body],
  ] as const) {
    expect(answer.closed, `${what}: the connection is closed within ${CLOSED_WITHIN_MS} ms`).toBe(true);
    expectProblem(answer, 408, "request_timeout", what);
  }
});

test("a JSON body beyond 256 kB is refused with 413 problem+json, declared or streamed, by the API and next-auth", async ({
  baseURL,
}) => {
  const session = await signInDemoOwner(baseURL!);
  const body = JSON.stringify({ name: "x".repeat(300_000) });
  const streamed = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < body.length; at += 16_384)
          controller.enqueue(new TextEncoder().encode(body.slice(at, at + 16_384)));
        controller.close();
      },
    });
  for (const path of ["/api/sweeps/createSweep", "/api/auth/callback/credentials"]) {
    const declared = await session.fetch(path, {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
    });
    const chunked = await session.fetch(path, {
      method: "POST",
      body: streamed(),
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    for (const [how, response] of [
      ["declared", declared],
      ["streamed", chunked],
    ] as const) {
      expect(response.status, `${path} ${how}`).toBe(413);
      expect(response.headers.get("content-type"), `${path} ${how}`).toBe("application/problem+json");
      expect(await response.json(), `${path} ${how}`).toMatchObject({ status: 413, code: "too_large" });
    }
  }
});

test("an event stream stays open past the arrival bound and keeps receiving", async ({ baseURL }) => {
  const session = await signInDemoMember(baseURL!, "stuart@example.com");
  const card = await createScoringEvent(session, "outlives");
  const stream = await openEventStream(baseURL!, card.eventId, session.cookie);
  try {
    expect((await stream.reader.next()).message).toEqual({ type: "ready" });
    await new Promise((resolve) => setTimeout(resolve, CLOSED_WITHIN_MS));
    await saveScore(session, card, 1, 5);
    expect((await stream.reader.next(10_000)).message).toMatchObject({ type: "card", cardId: card.cardId, hole: 1 });
  } finally {
    await stream.close();
  }
});
