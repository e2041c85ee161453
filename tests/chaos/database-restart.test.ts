// PostgreSQL restarted in the middle of a golf day: while it is down the app answers every request at once with
// 503 problem+json (never a hang, never a 500 with internals); it recovers by itself once the database is back;
// and afterwards every save the app acknowledged is stored exactly once, with nothing half-written: each history
// row has its score's version, each idempotency key its stored answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RootDb } from "@/lib/server/db/infra/client";
import { type AppServer, startAppServer } from "./app-server";
import { type Cluster, findCluster, openChaosDb, sql, startCluster, stopCluster } from "./chaos-env";
import {
  type Ack,
  createGolfDay,
  faultOf503,
  type GolfDay,
  type Load,
  startLoad,
  summarize,
  waitFor,
} from "./golf-day";

// Short: other work on this machine shares the cluster.
const OUTAGE_MS = 2_000;
const RECOVERY_WITHIN_MS = 30_000;
// Answers while the database is away must be quick: a client on the course waits for no one.
const QUICK_MS = 2_000;

let db: RootDb;
let app: AppServer;
let cluster: Cluster;
let day: GolfDay;
let load: Load;
const timeline = { down: 0, up: 0 };

beforeAll(async () => {
  cluster = await findCluster();
  db = openChaosDb();
  day = await createGolfDay(db, 8);
  app = await startAppServer();
  load = startLoad(app.url, { writers: day.players, watchers: 4, eventId: day.eventId, retry: true, pauseMs: 50 });
  try {
    expect(await waitFor(() => load.acks.length >= 24, 30_000), "the golf day got going before the restart").toBe(true);
    timeline.down = Date.now();
    await stopCluster(cluster);
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
  } finally {
    await startCluster(cluster);
    timeline.up = Date.now();
  }
  const recovered = await waitFor(
    () =>
      day.players.every(
        (player) => load.acks.filter((ack) => ack.cardId === player.cardId && ack.at > timeline.up).length >= 3,
      ),
    RECOVERY_WITHIN_MS,
  );
  await load.stop();
  expect(recovered, `every player saved again within ${RECOVERY_WITHIN_MS / 1000} s of the database's return`).toBe(
    true,
  );
});

afterAll(async () => {
  await load?.stop();
  await app?.stop();
  await db?.$disconnect();
});

describe("while PostgreSQL is down", () => {
  it("the app answers every request quickly with 503 problem+json, or as usual; never a hang or another 5xx", () => {
    const outage = load.answers.filter((answer) => answer.startedAt >= timeline.down && answer.startedAt < timeline.up);
    const unavailable = outage.filter((answer) => answer.status === 503);
    expect(unavailable.length, "requests during the outage were refused with 503").toBeGreaterThan(0);
    expect(
      load.answers.filter((answer) => answer.status === null),
      "no request went unanswered (timed out, cut off)",
    ).toEqual([]);
    expect(summarize(load.answers.filter((answer) => answer.status !== 200 && answer.status !== 503))).toEqual([]);
    expect(
      load.answers
        .filter((answer) => answer.status === 503)
        .map((answer) => faultOf503(answer))
        .filter(Boolean),
    ).toEqual([]);
    expect(
      load.answers.filter((answer) => answer.status === 503).every((answer) => answer.retryAfter !== undefined),
    ).toBe(true);
    expect(summarize(unavailable.filter((answer) => answer.ms > QUICK_MS)), `503s within ${QUICK_MS} ms`).toEqual([]);
  });

  it("the app keeps running and logs no failure other than the database being unavailable", () => {
    expect(app.isRunning()).toBe(true);
    const failures = app
      .output()
      .split("\n")
      .filter((line) => /"level":"(error|fatal)"|unhandled|uncaught|⨯/i.test(line));
    expect(failures).toEqual([]);
  });
});

describe("afterwards", () => {
  it("every acknowledged save is stored exactly once, and nothing unacknowledged is stored", async () => {
    expect(load.unacknowledged, "every save was acknowledged in the end").toEqual([]);
    const cardIds = day.players.map((player) => player.cardId);
    const changes = await sql<{
      idempotencyKey: string | null;
      scorecardId: string;
      holeNumber: number;
      value: number;
    }>(
      `SELECT "idempotencyKey", "scorecardId", "holeNumber", "value" FROM "CardChange" WHERE "scorecardId" = ANY($1::uuid[])`,
      [cardIds],
    );
    const stored = new Map<string, number>();
    for (const change of changes)
      stored.set(change.idempotencyKey ?? "none", (stored.get(change.idempotencyKey ?? "none") ?? 0) + 1);
    const acked = new Set(load.acks.map((ack) => ack.key));
    expect(
      load.acks
        .filter((ack) => stored.get(ack.key) !== 1)
        .map((ack) => `${ack.key}: stored ${stored.get(ack.key) ?? 0} times`),
    ).toEqual([]);
    expect([...stored.keys()].filter((key) => !acked.has(key))).toEqual([]);
    const byKey = new Map(changes.map((change) => [change.idempotencyKey, change]));
    expect(
      load.acks.filter((ack) => byKey.get(ack.key)?.value !== ack.gross || byKey.get(ack.key)?.holeNumber !== ack.hole),
    ).toEqual([]);
  });

  it("nothing is half-written: each score at its last acknowledged gross with one version per change, each key with its answer", async () => {
    const cardIds = day.players.map((player) => player.cardId);
    const scores = await sql<{
      scorecardId: string;
      holeNumber: number;
      gross: number | null;
      version: number;
      changes: number;
    }>(
      `SELECT s."scorecardId", s."holeNumber", s."gross", s."version",
              (SELECT count(*)::int FROM "CardChange" c WHERE c."scorecardId" = s."scorecardId" AND c."holeNumber" = s."holeNumber"
                 AND c."previousValue" IS DISTINCT FROM c."value") AS "changes"
       FROM "Score" s WHERE s."scorecardId" = ANY($1::uuid[])`,
      [cardIds],
    );
    const lastAck = new Map<string, Ack>();
    for (const ack of load.acks) lastAck.set(`${ack.cardId}:${ack.hole}`, ack);
    for (const score of scores) {
      const ack = lastAck.get(`${score.scorecardId}:${score.holeNumber}`);
      expect({ gross: score.gross, version: score.version }).toEqual({
        gross: ack?.gross ?? null,
        version: ack?.version ?? 0,
      });
      expect(score.version).toBe(score.changes);
    }
    const cards = await sql<{ version: number; changes: number }>(
      `SELECT c."version", (SELECT count(*)::int FROM "CardChange" h WHERE h."scorecardId" = c."id") AS "changes"
       FROM "Scorecard" c WHERE c."id" = ANY($1::uuid[])`,
      [cardIds],
    );
    expect(cards.every((card) => card.version === card.changes)).toBe(true);
    const keys = await sql<{ status: number; answered: boolean }>(
      `SELECT "status", "response" ? 'holeNumber' AND "response" ? 'card' AS "answered" FROM "IdempotentWrite" WHERE "key" = ANY($1::uuid[])`,
      [load.acks.map((ack) => ack.key)],
    );
    expect(keys).toHaveLength(load.acks.length);
    expect(keys.every((key) => key.status === 200 && key.answered)).toBe(true);
  });

  it("reports how long the outage and the recovery took, and what the app logged", () => {
    const firstAfter = Math.min(...load.acks.filter((ack) => ack.at > timeline.up).map((ack) => ack.at));
    const unavailable = load.answers.filter((answer) => answer.status === 503);
    const retried = load.answers.filter((answer) => answer.label.startsWith("PUT") && answer.status === 503).length;
    const logged = [
      ...new Set(
        app
          .output()
          .split("\n")
          .filter((line) => /unavailable|reconnect|dropped/i.test(line))
          .map((line) => logMessage(line).replace(/[0-9a-f-]{36}/g, "…")),
      ),
    ];
    console.log(
      `Database down ${timeline.up - timeline.down} ms; first save acknowledged ${firstAfter - timeline.up} ms after it was back. ` +
        `${load.acks.length} saves acknowledged (${retried} refusals of a save, each retried with its key), ${unavailable.length} requests ` +
        `answered 503 (the slowest in ${Math.max(...unavailable.map((answer) => answer.ms))} ms), ${load.answers.length} requests in all.\n` +
        `The app logged:\n  ${logged.slice(0, 12).join("\n  ")}`,
    );
    expect(firstAfter - timeline.up).toBeLessThan(RECOVERY_WITHIN_MS);
  });
});

/** A log line's level and message without its time, process and request id, so that repeats of it count once. */
function logMessage(line: string): string {
  try {
    const { level, msg } = JSON.parse(line) as { level?: string; msg?: string };
    return `${level}: ${msg}`;
  } catch {
    return line;
  }
}
