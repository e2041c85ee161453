// SIGTERM in the middle of a golf day, as a process manager sends it on a deploy: requests in flight finish (a save
// whose body is still arriving is saved and answered), a request still arriving is refused with 503 problem+json
// and Connection: close, new connections are refused, an open live stream is ended so browsers reconnect
// elsewhere, and the process exits by itself within 10 s. Every acknowledged save is stored once.
import { randomUUID } from "node:crypto";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RootDb } from "@/lib/server/db/infra/client";
import { type AppServer, startAppServer } from "./app-server";
import { openChaosDb, sql } from "./chaos-env";
import {
  type Answer,
  createGolfDay,
  faultOf503,
  type GolfDay,
  type Load,
  type Player,
  startLoad,
  summarize,
  waitFor,
} from "./golf-day";

const EXIT_WITHIN_MS = 10_000;
// A request sent this close to the signal may meet a connection the server is closing as idle: it was never
// received, so refusing it by closing is clean (the client retries; saves carry their Idempotency-Key).
const RACE_MARGIN_MS = 100;
// A refusal at the connection level: nothing listening any more, or the connection closed before a request was read.
const REFUSED_CONNECTIONS = /ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET|other side closed|socket hang up/;

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A save whose headers and first bytes are sent now and the rest on finish(): in flight when the signal comes. */
function startSlowSave(baseUrl: string, player: Player, key: string) {
  const body = JSON.stringify({ gross: 4, hole: 1, version: 0 });
  const request = http.request(`${baseUrl}/api/cards/${player.cardId}/scores/${player.scoreIds[0]}`, {
    method: "PUT",
    agent: false,
    headers: {
      authorization: `Bearer ${player.token}`,
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      "idempotency-key": key,
    },
  });
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on("error", reject);
  });
  request.write(body.slice(0, 10));
  return { finish: () => request.end(body.slice(10)), answer };
}

/** A request whose headers are half sent now and completed on finish(); resolves with the raw answer. */
function startHalfSentRequest(baseUrl: string) {
  const socket = net.connect(Number(new URL(baseUrl).port), "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  const answer = new Promise<string>((resolve) => socket.on("close", () => resolve(received)));
  socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n");
  return { finish: () => socket.write("\r\n"), answer };
}

/** A live leaderboard's event stream: resolves with the moment the server ended it. */
async function openEventStream(baseUrl: string, day: GolfDay) {
  const response = await fetch(`${baseUrl}/api/events/${day.eventId}/stream`, {
    headers: { authorization: `Bearer ${day.players[0]!.token}`, accept: "text/event-stream" },
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  await reader.read();
  const ended = (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // Cut rather than ended: the same to a browser, which reconnects.
    }
    return Date.now();
  })();
  return { ended };
}

let db: RootDb;
let app: AppServer;
let day: GolfDay;
let load: Load;
const result = { signalledAt: 0, exitedAt: 0, exitCode: null as number | null, streamEndedAt: 0 };
let slowSave: { key: string; answer: RawAnswer };
let halfSent: string;

beforeAll(async () => {
  db = openChaosDb();
  day = await createGolfDay(db, 5);
  app = await startAppServer();
  const writers = day.players.slice(0, 4);
  load = startLoad(app.url, { writers, watchers: 2, eventId: day.eventId, retry: false, pauseMs: 20 });
  try {
    expect(await waitFor(() => load.acks.length >= 12, 30_000), "the golf day got going before the signal").toBe(true);
    const stream = await openEventStream(app.url, day);
    const key = randomUUID();
    const slow = startSlowSave(app.url, day.players[4]!, key);
    const late = startHalfSentRequest(app.url);
    await new Promise((resolve) => setTimeout(resolve, 200));

    result.signalledAt = Date.now();
    app.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    slow.finish();
    late.finish();
    result.exitCode = await Promise.race([
      app.exited,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
    ]);
    result.exitedAt = Date.now();
    result.streamEndedAt = await stream.ended;
    slowSave = { key, answer: await slow.answer };
    halfSent = await late.answer;
  } finally {
    await load.stop();
  }
});

afterAll(async () => {
  await load?.stop();
  await app?.stop();
  await db?.$disconnect();
});

describe("SIGTERM during a golf day", () => {
  it(`exits by itself within ${EXIT_WITHIN_MS / 1000} s, with code 0`, () => {
    console.log(
      `Exited ${result.exitedAt - result.signalledAt} ms after SIGTERM; the live stream ended after ${result.streamEndedAt - result.signalledAt} ms.`,
    );
    expect(result.exitCode).toBe(0);
    expect(result.exitedAt - result.signalledAt).toBeLessThan(EXIT_WITHIN_MS);
  });

  it("finishes a save in flight and tells its client the connection closes", async () => {
    expect(slowSave.answer.status).toBe(200);
    expect(slowSave.answer.headers.connection).toBe("close");
    expect((JSON.parse(slowSave.answer.body) as { gross: number }).gross).toBe(4);
    expect(await sql(`SELECT 1 FROM "CardChange" WHERE "idempotencyKey" = $1`, [slowSave.key])).toHaveLength(1);
  });

  it("refuses a request still arriving with 503 problem+json and Connection: close", () => {
    const [head = "", body = ""] = halfSent.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(head).toMatch(/\r\ncontent-type: application\/problem\+json\r\n/i);
    expect(
      faultOf503({
        label: "half sent",
        startedAt: 0,
        ms: 0,
        status: 503,
        contentType: "application/problem+json",
        body,
      }),
    ).toBeNull();
  });

  it("ends the open live stream before exiting, so the browser reconnects elsewhere", () => {
    expect(result.streamEndedAt).toBeGreaterThanOrEqual(result.signalledAt);
    expect(result.streamEndedAt).toBeLessThanOrEqual(result.exitedAt);
  });

  it("answers every request sent before the signal, and refuses later ones cleanly: never a hang or another error", () => {
    const before = load.answers.filter((answer) => answer.startedAt < result.signalledAt - RACE_MARGIN_MS);
    const after = load.answers.filter((answer) => answer.startedAt >= result.signalledAt - RACE_MARGIN_MS);
    expect(summarize(before.filter((answer) => answer.status !== 200))).toEqual([]);
    const unclean = (answer: Answer) =>
      answer.status === null
        ? !REFUSED_CONNECTIONS.test(answer.error ?? "")
        : answer.status !== 200 &&
          !(answer.status === 503 && faultOf503(answer) === null && answer.connection === "close");
    expect(summarize(after.filter(unclean))).toEqual([]);
    expect(after.length, "requests met the stopping server").toBeGreaterThan(0);
  });

  it("stores every acknowledged save once, and an unanswered one at most once", async () => {
    const keys = [...load.acks.map((ack) => ack.key), ...load.unacknowledged.map((write) => write.key)];
    const rows = await sql<{ key: string; count: number }>(
      `SELECT "idempotencyKey" AS "key", count(*)::int AS "count" FROM "CardChange" WHERE "idempotencyKey" = ANY($1::uuid[]) GROUP BY 1`,
      [keys],
    );
    const stored = new Map(rows.map((row) => [row.key, row.count]));
    expect(load.acks.filter((ack) => stored.get(ack.key) !== 1)).toEqual([]);
    expect(rows.every((row) => row.count === 1)).toBe(true);
  });
});
