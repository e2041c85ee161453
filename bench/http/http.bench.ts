// What a member feels, over HTTP on the production build (`npm run build` first): the ten-season society of
// bench/society, the app served as `npm start` serves it, and load from a process of its own (autocannon, bearer
// tokens, a warm-up first). On PostgreSQL with DATABASE_URL (a server on this machine), on the embedded PGlite
// without it (`--embedded`): only how the database is provided differs (../society/bench-database.ts). Each
// aggregate is set beside its SQL floor (./floor.ts); then the golf-day mix, the close of a 40-player field, sign-in
// (page weight is ./page-weight.bench.ts, the pages in a phone's browser ./phone.bench.ts). Figures go to the run's table (bench/report.ts).
// `npm run bench -- http`.
import fs from "node:fs";
import { FLOOR_QUERIES, type FloorName } from "./floor";
import type { GolfDayPlan, GolfDayResult } from "./golf-day";
import {
  type LoadResult,
  type LoadRequests,
  readScoreSlots,
  runInOwnProcess,
  runLoad,
  type ScoreSlot,
} from "./scenario";
import { type Figure, recordFigure } from "../report";
import { loadSeconds } from "../run-options";
import { openBenchDatabase } from "../society/bench-database";
import { MEMBER_PASSWORD } from "../society/platform";
import { createApiToken } from "../../lib/server/db/api-tokens";
import type { SqlConnection } from "../../lib/server/db/infra/connection";
import type { OpenDatabase } from "../../lib/server/db/infra/open";
import { startApp } from "../../tests/e2e/support/app-process";
import { CARD_DECISIONS } from "../../lib/validation/card-decisions";

const WARM_UP_SECONDS = 3;
const SECONDS = loadSeconds(10);
const LATENCY_CONNECTIONS = 1;
const WRITE_CONNECTIONS = 8;
const SIGN_IN_CONNECTIONS = 2;
const GOLF_DAY = { watchers: 200, seconds: loadSeconds(30), saveEverySeconds: 3 };
const CLOSES = 5;
const SECRET = "bench-secret-at-least-32-characters-long";

if (!fs.existsSync(".next/BUILD_ID")) {
  console.log("The app is not built: run `npm run build` first. Skipped.");
  process.exit(1);
}

const database = await openBenchDatabase();
const record = (figure: Omit<Figure, "database">) => recordFigure({ database: database.label, ...figure });
record({
  name: "load the society (60 members, 400 events, 12 000 cards, 216 000 scores, 200 sweeps)",
  value: database.seedSeconds,
  unit: "s",
  note: database.reused ? "seeded once, copied for this run" : "seeded for this run",
});

/** The SQL floor, timed as the load generator times a request: one after another, a warm-up, then SECONDS. */
async function floorP95(
  sql: SqlConnection,
  name: FloorName,
  parameter: string,
): Promise<{ p95: number; rows: Array<Record<string, unknown>> }> {
  const run = () => sql.query<Record<string, unknown>>(FLOOR_QUERIES[name], [parameter]);
  const until = (seconds: number) => performance.now() + seconds * 1000;
  for (const end = until(WARM_UP_SECONDS); performance.now() < end;) await run();
  const times: number[] = [];
  for (const end = until(SECONDS); performance.now() < end;) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p95: times[Math.floor(0.95 * times.length)]!, rows: await run() };
}

type Aggregate = {
  label: string;
  path: string;
  floor: FloorName;
  parameter: string;
  p95?: number;
  ratio?: number;
  sameAnswer: (body: never, rows: Array<Record<string, unknown>>) => boolean;
};

// Before the app starts, on a connection of the benchmark's own (PGlite serves one process at a time): what the
// benchmark addresses (the society, its open 40-player event and latest closed one), every member's token, and the
// SQL floors of the aggregates, on the data as the app will first see it.
async function prepare(sql: OpenDatabase) {
  const one = async <T>(text: string, values: unknown[] = []) => (await sql.connection.query<T>(text, values))[0]!;
  const { sweepId } = await one<{ sweepId: string }>(
    `SELECT "id" AS "sweepId" FROM "Sweep" WHERE "name" = 'Ten Seasons Society'`,
  );
  const { liveEventId } = await one<{ liveEventId: string }>(
    `SELECT "id" AS "liveEventId" FROM "Event" WHERE "sweepId" = $1 AND "closedAt" IS NULL`,
    [sweepId],
  );
  const { closedEventId } = await one<{ closedEventId: string }>(
    `SELECT "id" AS "closedEventId" FROM "Event" WHERE "sweepId" = $1 AND "closedAt" IS NOT NULL ORDER BY "date" DESC LIMIT 1`,
    [sweepId],
  );
  const members = await sql.connection.query<{ playerId: string; userId: string; email: string; isOwner: boolean }>(
    `SELECT m."playerId", p."userId", u."email", s."ownerId" = m."playerId" AS "isOwner"
       FROM "SweepMember" m JOIN "Player" p ON p."id" = m."playerId" JOIN "User" u ON u."id" = p."userId" JOIN "Sweep" s ON s."id" = m."sweepId"
      WHERE m."sweepId" = $1 ORDER BY u."email"`,
    [sweepId],
  );
  const tokenOf = new Map<string, string>();
  for (const member of members)
    tokenOf.set(member.playerId, (await createApiToken(sql.prisma, member.userId, "bench")).token);
  const owner = members.find((member) => member.isOwner)!;
  const ownerToken = tokenOf.get(owner.playerId)!;
  /** The open event's cards, each with its player's token. */
  const cards = (
    await sql.connection.query<{ cardId: string; playerId: string }>(
      `SELECT sc."id" AS "cardId", en."playerId" FROM "Entry" en JOIN "Scorecard" sc ON sc."entryId" = en."id" WHERE en."eventId" = $1 ORDER BY sc."id"`,
      [liveEventId],
    )
  ).map((card) => ({ ...card, token: tokenOf.get(card.playerId)! }));

  const aggregates: Aggregate[] = [
    {
      label: "top-5 leaderboard (10 seasons)",
      path: `/api/sweeps/${sweepId}/leaderboard`,
      floor: "topFive",
      parameter: sweepId,
      p95: 30,
      ratio: 1.5,
      sameAnswer: (body: Array<{ totalOfTopScores: number }>, rows) =>
        body[0]?.totalOfTopScores === rows[0]?.total && body.length === rows.length,
    },
    {
      label: "order of merit (400 events)",
      path: `/api/sweeps/${sweepId}/order-of-merit`,
      floor: "orderOfMerit",
      parameter: sweepId,
      p95: 30,
      ratio: 1.5,
      sameAnswer: (body: { entries: Array<{ totalPoints: number }> }, rows) =>
        body.entries[0]?.totalPoints === Number(rows[0]?.total) && body.entries.length === rows.length,
    },
    {
      label: "event results (closed, 30 players)",
      path: `/api/events/results/${closedEventId}`,
      floor: "eventResults",
      parameter: closedEventId,
      sameAnswer: (body: { oomPoints: unknown[] }, rows) => body.oomPoints.length === rows.length,
    },
    {
      label: "live event leaderboard (40 players)",
      path: `/api/leaderboard/${liveEventId}`,
      floor: "liveLeaderboard",
      parameter: liveEventId,
      p95: 10,
      sameAnswer: (body: Array<{ totalPoints: number }>, rows) =>
        body[0]?.totalPoints === rows[0]?.points && body.length === rows.length,
    },
    {
      label: "virtual match play (780 matches)",
      path: `/api/virtualmatchplay/${liveEventId}`,
      floor: "virtualMatchPlay",
      parameter: liveEventId,
      sameAnswer: (body: { matchCount: number }, rows) => body.matchCount === rows.length,
    },
  ];
  console.log(`\nSQL floors, one query ${database.queriedThrough}, before the app starts`);
  const floors = new Map<FloorName, Awaited<ReturnType<typeof floorP95>>>();
  for (const aggregate of aggregates)
    floors.set(aggregate.floor, await floorP95(sql.connection, aggregate.floor, aggregate.parameter));
  return { sweepId, liveEventId, members, tokenOf, ownerToken, cards, aggregates, floors };
}

// Whatever fails, the scratch database must not outlive the run.
const dropOnFailure = async (error: unknown): Promise<never> => {
  await database.drop();
  throw error;
};
const direct = await database.open().catch(dropOnFailure);
const { sweepId, liveEventId, members, tokenOf, ownerToken, cards, aggregates, floors } = await prepare(direct)
  .finally(() => direct.close())
  .catch(dropOnFailure);

const app = await startApp({ ...process.env, ...database.appEnv, NEXTAUTH_SECRET: SECRET, DEMO_MODE: "false" }).catch(
  dropOnFailure,
);
const cleanUp = async () => {
  await app.stop().catch(() => {});
  await database.drop();
};
// Whatever fails, the app server and the scratch database must not outlive the run.
process.on("unhandledRejection", async (error) => {
  console.error(error);
  await cleanUp();
  process.exit(1);
});

try {
  const load = (requests: LoadRequests & { connections: number; expectStatus?: number }) =>
    runLoad({ url: app.url, warmupSeconds: WARM_UP_SECONDS, durationSeconds: SECONDS, expectStatus: 200, ...requests });
  const answer = async <T>(pathname: string): Promise<T> => {
    const response = await fetch(`${app.url}${pathname}`, { headers: { authorization: `Bearer ${ownerToken}` } });
    if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const liveSlots = () => readScoreSlots(app.url, cards);
  const reportLoad = (
    name: string,
    result: LoadResult,
    targets: { p95?: number; rps?: number } = {},
    connections = LATENCY_CONNECTIONS,
  ) => {
    if (result.unexpectedStatuses > 0 || result.errors > 0) {
      throw new Error(
        `${name}: ${result.unexpectedStatuses} unexpected answers ${JSON.stringify(result.statuses)}, ${result.errors} errors`,
      );
    }
    const note = `${connections} connection${connections === 1 ? "" : "s"}, ${result.requests} requests in ${result.seconds} s`;
    record({ name: `${name} p50`, value: result.p50, unit: "ms", note });
    record({
      name: `${name} p95`,
      value: result.p95,
      unit: "ms",
      note,
      ...(targets.p95 ? { target: { atMost: targets.p95 } } : {}),
    });
    record({ name: `${name} p99`, value: result.p99, unit: "ms", note });
    record({
      name: `${name} throughput`,
      value: result.requestsPerSecond,
      unit: "req/s",
      note,
      ...(targets.rps ? { target: { atLeast: targets.rps } } : {}),
    });
  };

  console.log(`\nAggregates over HTTP (p95 target where the issue sets one) beside their SQL floor`);
  for (const aggregate of aggregates) {
    const result = await load({
      kind: "get",
      connections: LATENCY_CONNECTIONS,
      targets: [{ path: aggregate.path, token: ownerToken }],
    });
    reportLoad(`GET ${aggregate.label}`, result, { p95: aggregate.p95 });
    const floor = floors.get(aggregate.floor)!;
    const same = aggregate.sameAnswer((await answer(aggregate.path)) as never, floor.rows);
    const note = `one query ${database.queriedThrough}${same ? ", same answer" : "; ANSWER DIFFERS"}`;
    record({ name: `SQL floor: ${aggregate.label} p95`, value: floor.p95, unit: "ms", note });
    record({
      name: `GET ${aggregate.label} p95 ÷ floor p95`,
      value: result.p95 / floor.p95,
      unit: "×",
      ...(aggregate.ratio ? { target: { atMost: aggregate.ratio } } : {}),
    });
  }

  // Every browser asks for gzip, and the answer the most members poll is the largest.
  reportLoad(
    "GET order of merit (400 events), asking for gzip as a browser does",
    await load({
      kind: "get",
      connections: LATENCY_CONNECTIONS,
      gzip: true,
      targets: [{ path: `/api/sweeps/${sweepId}/order-of-merit`, token: ownerToken }],
    }),
  );

  console.log(`\nOther reads`);
  reportLoad(
    "GET card (40 cards, each by its player)",
    await load({
      kind: "get",
      connections: LATENCY_CONNECTIONS,
      targets: cards.map((card) => ({ path: `/api/scorecards/${card.cardId}`, token: card.token })),
    }),
  );
  reportLoad(
    "GET /api/sweeps (201 sweeps)",
    await load({
      kind: "get",
      connections: LATENCY_CONNECTIONS,
      targets: [{ path: "/api/sweeps", token: ownerToken }],
    }),
  );
  reportLoad(
    `GET the society's events (401)`,
    await load({
      kind: "get",
      connections: LATENCY_CONNECTIONS,
      targets: [{ path: `/api/sweeps/${sweepId}/events`, token: ownerToken }],
    }),
  );

  console.log(`\nWrites`);
  // Latency one save at a time (the keypad's p95), throughput with saves from many phones at once.
  reportLoad(
    "PUT score (keypad save, a real write each)",
    await load({ kind: "put-scores", connections: LATENCY_CONNECTIONS, slots: await liveSlots() }),
    { p95: 15 },
  );
  reportLoad(
    "PUT score, many phones at once",
    await load({ kind: "put-scores", connections: WRITE_CONNECTIONS, slots: await liveSlots() }),
    { rps: 400 },
    WRITE_CONNECTIONS,
  );

  console.log(`\nSign-in (next-auth credentials, argon2id)`);
  const csrf = await fetch(`${app.url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const signInBodies = members.map((member) =>
    new URLSearchParams({ email: member.email, password: MEMBER_PASSWORD, csrfToken, json: "true" }).toString(),
  );
  const probe = await fetch(`${app.url}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { cookie: csrfCookie, "content-type": "application/x-www-form-urlencoded" },
    body: signInBodies[0],
    redirect: "manual",
  });
  if (!probe.headers.getSetCookie().some((line) => line.includes("session-token=")))
    throw new Error(`Sign-in gave no session: ${probe.status} ${await probe.text()}`);
  reportLoad(
    "sign-in",
    await load({
      kind: "form",
      connections: SIGN_IN_CONNECTIONS,
      path: "/api/auth/callback/credentials",
      headers: { cookie: csrfCookie },
      bodies: signInBodies,
      expectStatus: probe.status,
    }),
    {},
    SIGN_IN_CONNECTIONS,
  );

  console.log(
    `\nGolf day: 40 players saving every ~${GOLF_DAY.saveEverySeconds} s, ${GOLF_DAY.watchers} watchers of the live leaderboard (sent down the stream)`,
  );
  const byCard = new Map<string, ScoreSlot[]>();
  for (const slot of await liveSlots()) byCard.set(slot.cardId, [...(byCard.get(slot.cardId) ?? []), slot]);
  const plan: GolfDayPlan = {
    url: app.url,
    eventId: liveEventId,
    players: [...byCard.values()].map((cardSlots) => ({ slots: cardSlots })),
    watcherTokens: Array.from({ length: GOLF_DAY.watchers }, (_, i) =>
      tokenOf.get(members[i % members.length]!.playerId)!,
    ),
    durationSeconds: GOLF_DAY.seconds,
    saveEverySeconds: GOLF_DAY.saveEverySeconds,
  };
  const golfDay = await runInOwnProcess<GolfDayResult>("golf-day.ts", plan);
  if (golfDay.failures > 0) throw new Error(`Golf day: ${golfDay.failures} requests failed`);
  const mixNote = `${golfDay.watchers} streams, ${golfDay.saves.count} saves, ${golfDay.leaderboards.count} leaderboards received in ${GOLF_DAY.seconds} s`;
  record({
    name: "golf day: PUT score p95",
    value: golfDay.saves.p95,
    unit: "ms",
    target: { atMost: 15 },
    note: mixNote,
  });
  record({
    name: "golf day: save → new leaderboard on every stream, p95",
    value: golfDay.leaderboards.p95,
    unit: "ms",
    target: { atMost: 2000 },
    note: mixNote,
  });
  record({
    name: "golf day: leaderboard message on a stream, mean size",
    value: golfDay.leaderboardBytes / 1024,
    unit: "kB",
    note: "whole at first, then its changes (lib/leaderboard-changes.ts)",
  });

  console.log(`\nClose Event & Update Handicaps, 40-player field (closed, reopened, ${CLOSES} times)`);
  const closeTimes: number[] = [];
  for (let i = 0; i < CLOSES; i++) {
    const t0 = performance.now();
    const closed = await fetch(`${app.url}/api/events/close/${liveEventId}`, {
      method: "POST",
      headers: { authorization: `Bearer ${ownerToken}`, "content-type": "application/json" },
      body: JSON.stringify({ confirm: CARD_DECISIONS }),
    });
    await closed.arrayBuffer();
    closeTimes.push(performance.now() - t0);
    if (closed.status !== 200) throw new Error(`Close answered ${closed.status}`);
    const reopened = await fetch(`${app.url}/api/events/reopen/${liveEventId}`, {
      method: "POST",
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    if (reopened.status !== 200) throw new Error(`Reopen answered ${reopened.status}: ${await reopened.text()}`);
  }
  closeTimes.sort((a, b) => a - b);
  record({
    name: "close of a 40-player field (median)",
    value: closeTimes[Math.floor(CLOSES / 2)]!,
    unit: "ms",
    target: { atMost: 300 },
    note: `over HTTP, slowest of ${CLOSES}: ${closeTimes.at(-1)!.toFixed(0)} ms`,
  });
} finally {
  await cleanUp();
}
