// One of the app processes of `npm start` (two under scripts/serve.mjs, as on a 2-core machine) killed with SIGKILL
// in the middle of a golf day, as the kernel's out-of-memory killer or a crash would end it: nothing it had
// acknowledged is lost, its saves in flight are retried with their keys and stored once, the other process answers
// meanwhile, the supervisor starts a replacement, and the day carries on through both.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RootDb } from "@/lib/server/db/infra/client";
import { type AppServer, startAppServer } from "./app-server";
import { openChaosDb, sql } from "./chaos-env";
import {
  type Ack,
  createGolfDay,
  type GolfDay,
  type Load,
  type Player,
  send,
  startLoad,
  summarize,
  waitFor,
} from "./golf-day";

const REPLACED_WITHIN_MS = 60_000;
// Each player saves at most 4 times a second: within the scoring write limit (300 a minute) for the whole test.
const PAUSE_MS = 250;
// Each app process prints this once it listens (scripts/next-server.mjs).
const LISTENING = /Sweeps is listening on/g;
const listeningCount = () => app.output().match(LISTENING)?.length ?? 0;

/**
 * Has each process load the routes of the golf day before it starts, on new connections dealt to them in turn: a
 * process loads a route module at its first request, which on a busy machine outlasts a client's patience.
 */
async function warmUp(player: Player): Promise<void> {
  const headers = { authorization: `Bearer ${player.token}`, connection: "close" };
  for (let round = 0; round < 4; round += 1) {
    await send("warm-up", `${app.url}/api/leaderboard/${day.eventId}`, { headers });
    // An empty body is refused (400) before anything is written: the save's route is loaded, no score changed.
    await send("warm-up", `${app.url}/api/cards/${player.cardId}/scores/${player.scoreIds[0]}`, {
      method: "PUT",
      headers: { ...headers, "content-type": "application/json" },
      body: "{}",
    });
  }
}

let db: RootDb;
let app: AppServer;
let day: GolfDay;
let load: Load;
const timeline = { killed: 0, replaced: 0, victim: 0, replacement: 0, survivor: 0 };

beforeAll(async () => {
  db = openChaosDb();
  day = await createGolfDay(db, 16);
  app = await startAppServer({}, { processes: 2 });
  expect(await waitFor(() => listeningCount() === 2, 60_000), "both app processes listen").toBe(true);
  await warmUp(day.players[0]!);
  load = startLoad(app.url, {
    writers: day.players,
    watchers: 4,
    eventId: day.eventId,
    retry: true,
    pauseMs: PAUSE_MS,
  });
  try {
    expect(await waitFor(() => load.acks.length >= 36, 30_000), "the golf day got going before the kill").toBe(true);
    const [victim, survivor] = app.workerPids() as [number, number];
    Object.assign(timeline, { victim, survivor, killed: Date.now() });
    process.kill(victim, "SIGKILL");
    // Until the replacement listens, the survivor takes every connection.
    const replaced = await waitFor(() => listeningCount() === 3, REPLACED_WITHIN_MS);
    expect(replaced, `a replacement listened within ${REPLACED_WITHIN_MS / 1000} s`).toBe(true);
    timeline.replaced = Date.now();
    timeline.replacement = app.workerPids().find((pid) => pid !== survivor) ?? 0;
    const carriedOn = await waitFor(
      () =>
        day.players.every(
          (player) => load.acks.filter((ack) => ack.cardId === player.cardId && ack.at > timeline.replaced).length >= 3,
        ),
      REPLACED_WITHIN_MS,
    );
    expect(carriedOn, "every player saved again after the replacement started").toBe(true);
  } finally {
    await load.stop();
  }
});

afterAll(async () => {
  await load?.stop();
  await app?.stop();
  await db?.$disconnect();
});

describe("an app process killed during a golf day", () => {
  it("is replaced by the supervisor, which says so and keeps running", () => {
    expect(app.isRunning()).toBe(true);
    expect(app.workerPids().sort()).toEqual([timeline.survivor, timeline.replacement].sort());
    expect(timeline.replacement).not.toBe(timeline.victim);
    expect(app.output()).toContain(`App process ${timeline.victim} exited (signal SIGKILL); starting another.`);
  });

  it("the other process answers meanwhile: saves are acknowledged between the kill and the replacement", () => {
    const meanwhile = load.acks.filter((ack) => ack.at > timeline.killed && ack.at <= timeline.replaced);
    const failed = load.answers.filter((answer) => answer.status === null);
    const timedOut = failed.filter((answer) => answer.error === "timeout");
    console.log(
      `Killed app process ${timeline.victim}; ${timeline.replacement} listened ${timeline.replaced - timeline.killed} ms later. ` +
        `${failed.length - timedOut.length} requests were cut and ${timedOut.length} timed out (${failed.filter((answer) => answer.startedAt < timeline.killed).length} ` +
        `of them sent before the kill), each save among them retried with its key; ${load.acks.length} saves acknowledged, ` +
        `${meanwhile.length} of them while one process served.`,
    );
    expect(meanwhile.length).toBeGreaterThan(0);
  });

  it("no request gets an error answer: those the killed process held are cut, and each save among them retried", () => {
    expect(summarize(load.answers.filter((answer) => answer.status !== null && answer.status !== 200))).toEqual([]);
  });

  it("every acknowledged save is stored exactly once, and each hole holds its last acknowledged gross", async () => {
    expect(load.unacknowledged, "every save was acknowledged in the end").toEqual([]);
    const cardIds = day.players.map((player) => player.cardId);
    const changes = await sql<{ key: string; count: number }>(
      `SELECT "idempotencyKey" AS "key", count(*)::int AS "count" FROM "CardChange"
       WHERE "scorecardId" = ANY($1::uuid[]) GROUP BY 1`,
      [cardIds],
    );
    const stored = new Map(changes.map((change) => [change.key, change.count]));
    expect(
      load.acks
        .filter((ack) => stored.get(ack.key) !== 1)
        .map((ack) => `${ack.key}: stored ${stored.get(ack.key) ?? 0} times`),
    ).toEqual([]);
    const acked = new Set(load.acks.map((ack) => ack.key));
    expect(
      [...stored.keys()].filter((key) => !acked.has(key)),
      "nothing stored that was not acknowledged",
    ).toEqual([]);

    const scores = await sql<{ scorecardId: string; holeNumber: number; gross: number | null; version: number }>(
      `SELECT "scorecardId", "holeNumber", "gross", "version" FROM "Score" WHERE "scorecardId" = ANY($1::uuid[])`,
      [cardIds],
    );
    const lastAck = new Map<string, Ack>();
    for (const ack of load.acks) lastAck.set(`${ack.cardId}:${ack.hole}`, ack);
    const differing = scores.filter((score) => {
      const ack = lastAck.get(`${score.scorecardId}:${score.holeNumber}`);
      return score.gross !== (ack?.gross ?? null) || score.version !== (ack?.version ?? 0);
    });
    expect(differing).toEqual([]);
  });
});
