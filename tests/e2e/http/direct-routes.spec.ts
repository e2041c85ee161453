// The golf day's hottest calls answered by the app's own server without Next's router (app/api/direct-routes.ts,
// lib/server/api/direct-routes.ts): served at their addresses by the built app, with the same answers, headers and
// refusals as every route Next serves.
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import {
  createScoringEvent,
  openEventStream,
  signInDemoMember,
  signInNewUser,
  type LiveSession,
  type ScoringCard,
} from "../support/live";

const CROSS_SITE = "https://elsewhere.example";

async function scoringCard(baseURL: string, label: string): Promise<{ session: LiveSession; card: ScoringCard }> {
  const session = await signInDemoMember(baseURL, "sam@example.com");
  return { session, card: await createScoringEvent(session, label) };
}

const scorePath = (card: ScoringCard, hole = 1) =>
  `/api/cards/${card.cardId}/scores/${card.scores.find((row) => row.holeNumber === hole)!.id}`;

/** The headers next.config.ts gives every API answer, and the request id scripts/next-server.mjs gives each. */
function expectApiHeaders(headers: Headers) {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers.get("x-request-id")).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
}

async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
  expectApiHeaders(response.headers);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const problem = (await response.json()) as { status: number; code: string; detail: string; requestId: string };
  expect(problem).toMatchObject({ status, code });
  expect(problem.detail.length).toBeGreaterThan(10);
  expect(problem.requestId).toBe(response.headers.get("x-request-id"));
}

test("a score save is answered without Next's router, with the answer and headers Next gives", async ({ baseURL }) => {
  const { session, card } = await scoringCard(baseURL!, "direct");
  const hole = card.scores.find((row) => row.holeNumber === 1)!;
  const put = (gross: number, version: number, key: string) =>
    session.fetch(scorePath(card), {
      method: "PUT",
      headers: {
        "content-type": "application/json",
        "idempotency-key": key,
        "x-request-id": `direct-${key.slice(0, 8)}`,
      },
      body: JSON.stringify({ hole: 1, gross, version }),
    });

  const firstKey = crypto.randomUUID();
  const saved = await put(5, hole.version, firstKey);
  expect(saved.status).toBe(200);
  expect(saved.headers.get("content-type")).toContain("application/json");
  expectApiHeaders(saved.headers);
  expect(saved.headers.get("cache-control")).toBe("no-store");
  expect(saved.headers.get("x-request-id"), "the id the client sent is kept").toBe(`direct-${firstKey.slice(0, 8)}`);
  // Next's router marks everything it answers as varying with its own request headers; this answer did not pass it.
  expect(saved.headers.get("vary") ?? "").not.toContain("rsc");
  const neighbour = await session.fetch(`/api/events/${card.eventId}`);
  expect(neighbour.headers.get("vary"), "a neighbouring read is still Next's").toContain("rsc");
  expect(saved.headers.get("content-encoding"), "the whole card is compressed for a client that takes gzip").toBe(
    "gzip",
  );
  const answer = (await saved.json()) as { version: number; holeNumber: number; gross: number; card: { id: string } };
  expect(answer).toMatchObject({ holeNumber: 1, gross: 5, card: { id: card.cardId } });

  // The same key again is the same save, answered from what was stored; the card reads back what was saved.
  const retried = await put(5, hole.version, firstKey);
  expect(retried.status).toBe(200);
  expect(((await retried.json()) as { version: number }).version).toBe(answer.version);
  const read = await session.fetch(`/api/scorecards/${card.cardId}`);
  const { scores } = (await read.json()) as { scores: Array<{ holeNumber: number; gross: number | null }> };
  expect(scores.find((row) => row.holeNumber === 1)?.gross).toBe(5);

  const stale = await put(6, hole.version, crypto.randomUUID());
  expect(stale.status, "a save from an older version of the hole is a conflict, as through Next").toBe(409);
});

test("the direct save refuses as every route does: problem+json with the security headers", async ({ baseURL }) => {
  const { session, card } = await scoringCard(baseURL!, "direct-refusals");
  const json = { "content-type": "application/json" };
  const body = JSON.stringify({ hole: 1, gross: 4, version: 0 });

  await expectProblem(
    await fetch(`${baseURL}${scorePath(card)}`, {
      method: "PUT",
      headers: { ...json, authorization: "Bearer not-a-token" },
      body,
    }),
    401,
    "unauthenticated",
  );
  await expectProblem(
    await session.fetch(scorePath(card), { method: "PUT", headers: { ...json, origin: CROSS_SITE }, body }),
    403,
    "forbidden",
  );
  await expectProblem(
    await session.fetch(scorePath(card), { method: "PUT", headers: { "content-type": "text/plain" }, body }),
    415,
    "unsupported_media_type",
  );
  await expectProblem(
    await session.fetch(scorePath(card), { method: "PUT", headers: json, body: '{"hole": 1, "gross": "four"' }),
    400,
    "invalid",
  );
  await expectProblem(
    await session.fetch(scorePath(card), { method: "PUT", headers: json, body: `{"pad":"${"x".repeat(300_000)}"}` }),
    413,
    "too_large",
  );
  const large = new TextEncoder().encode(`{"pad":"${"x".repeat(300_000)}"}`);
  const streamed = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < large.byteLength; at += 16_384) controller.enqueue(large.slice(at, at + 16_384));
      controller.close();
    },
  });
  await expectProblem(
    await session.fetch(scorePath(card), {
      method: "PUT",
      headers: json,
      body: streamed,
      duplex: "half",
    } as RequestInit),
    413,
    "too_large",
  );
  const unknownCard = `/api/cards/${crypto.randomUUID()}/scores/${card.scores[0]!.id}`;
  await expectProblem(await session.fetch(unknownCard, { method: "PUT", headers: json, body }), 404, "not_found");
  await expectProblem(
    await session.fetch(`/api/cards/not-a-card/scores/${card.scores[0]!.id}`, { method: "PUT", headers: json, body }),
    404,
    "not_found",
  );
});

test("proxy.ts still runs before the direct save: a session without its anti-forgery cookie is given one", async ({
  baseURL,
}) => {
  const { session, card } = await scoringCard(baseURL!, "direct-proxy");
  const sessionOnly = session.cookie
    .split("; ")
    .filter((pair) => !pair.startsWith("XSRF-TOKEN="))
    .join("; ");
  const response = await fetch(`${baseURL}${scorePath(card)}`, {
    method: "PUT",
    headers: { cookie: sessionOnly, "content-type": "application/json" },
    body: JSON.stringify({ hole: 1, gross: 4, version: 0 }),
  });
  await expectProblem(response, 403, "forbidden");
  expect(response.headers.getSetCookie().join("\n")).toContain("XSRF-TOKEN=");
});

test("an event stream is answered without Next's router, and a phone that goes gives its place back", async ({
  baseURL,
}) => {
  const session = await signInNewUser(baseURL!, "direct-stream");
  const card = await createScoringEvent(session, "direct-stream");
  const open = () => openEventStream(baseURL!, card.eventId, session.cookie);
  // The e2e server keeps LIVE_STREAMS_PER_USER at its default: 20 streams for one account.
  const streams = await Promise.all(Array.from({ length: 20 }, open));
  try {
    const [first] = streams;
    expect(first!.response.status).toBe(200);
    expect(first!.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expectApiHeaders(first!.response.headers);
    expect(first!.response.headers.get("vary") ?? "").not.toContain("rsc");
    expect((await first!.reader.next()).message).toEqual({ type: "ready" });

    const refused = await open();
    expect(refused.response.status, "the 21st stream of one account").toBe(429);
    await refused.close();

    // Closed by the client, as a phone leaving the page: the server ends the stream and frees its place.
    await streams.pop()!.close();
    await expect
      .poll(async () => {
        const again = await open();
        if (again.response.status === 200) streams.push(again);
        else await again.close();
        return again.response.status;
      })
      .toBe(200);
  } finally {
    await Promise.all(streams.map((stream) => stream.close()));
  }
});

test("the reads a change sends pages back for are answered directly; another route's address is still Next's", async ({
  baseURL,
}) => {
  const { session, card } = await scoringCard(baseURL!, "direct-reads");
  const reads = [
    `/api/events/${card.eventId}/cards/${card.cardId}`,
    `/api/scorecards/${card.cardId}`,
    `/api/events/${card.eventId}/leaderboard`,
    `/api/leaderboard/${card.eventId}`,
    `/api/sweeps/${card.sweepId}/leaderboard`,
    `/api/events/results/${card.eventId}`,
  ];
  for (const path of reads) {
    const response = await session.fetch(path);
    expect(response.status, path).toBe(200);
    expectApiHeaders(response.headers);
    expect(response.headers.get("vary") ?? "", path).not.toContain("rsc");
    expect(await response.json(), path).toBeTruthy();
  }

  // The live leaderboard's validator works as under Next: unchanged, a bodiless 304.
  const board = await session.fetch(`/api/events/${card.eventId}/leaderboard`);
  const etag = board.headers.get("etag");
  expect(etag).toBeTruthy();
  const unchanged = await session.fetch(`/api/events/${card.eventId}/leaderboard`, {
    headers: { "if-none-match": etag! },
  });
  expect(unchanged.status).toBe(304);

  // "results" is a fixed segment of another route, which Next prefers over /api/events/{eventId}/leaderboard.
  const fixedSegment = await session.fetch(`/api/events/results/leaderboard`);
  expect(fixedSegment.status).toBe(404);
  expect(fixedSegment.headers.get("vary")).toContain("rsc");
  // A malformed id is left to Next too, which refuses it as it always has.
  const malformed = await session.fetch(`/api/events/${card.eventId}/cards/not-a-card`);
  expect(malformed.status).toBe(404);
  expect(malformed.headers.get("vary")).toContain("rsc");
  expect(await session.fetch(`/api/sweeps/${crypto.randomUUID()}/leaderboard`).then((r) => r.status)).toBe(404);
});

test("a kept answer is sent gzipped, once, by the app's own server", async ({ baseURL }) => {
  const { session, card } = await scoringCard(baseURL!, "gzip-once");
  // The demo society's order of merit: its seasons make an answer large enough to compress.
  const sweeps = (await (await session.fetch("/api/sweeps")).json()) as Array<{ id: string; name: string }>;
  const society = sweeps.find((sweep) => sweep.name === "Sunday Swingers")!;
  for (const path of [`/api/sweeps/${society.id}/order-of-merit`, `/api/events/results/${card.eventId}`]) {
    const gzipped = await rawGet(session, path, "gzip");
    expect(gzipped.status, path).toBe(200);
    expect(gzipped.headers.vary ?? "", path).not.toContain("rsc");
    expect(gzipped.headers["content-encoding"], path).toBe("gzip");
    expect(gzipped.headers.vary ?? "", path).toContain("Accept-Encoding");
    // Unzipped once, the body is the JSON itself: compressed twice, it would be gzip still.
    const json = gunzipSync(gzipped.body).toString();
    expect(() => JSON.parse(json), path).not.toThrow();

    const again = await rawGet(session, path, "gzip");
    expect(again.body.equals(gzipped.body), path).toBe(true);
    const plain = await rawGet(session, path, "identity");
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    expect(plain.headers.etag, path).toBe(gzipped.headers.etag);
    expect(plain.body.toString(), path).toBe(json);
  }
});

/** A GET whose body comes as sent, with no decoding on the way (fetch would undo one layer of gzip). */
function rawGet(session: LiveSession, path: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.get(
      `${session.baseURL}${path}`,
      { headers: { cookie: session.cookie, "accept-encoding": acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on("error", reject);
  });
}
