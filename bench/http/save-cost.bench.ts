// What a score save costs, and where its time goes, over HTTP on the production build (`npm run build` first), on the
// ten-season society of bench/society served as `npm start` serves it with SERVER_TIMING=true
// (lib/server/log/server-timing.ts: each answer names its steps and their times). In one run, so that
// the ratios hold on a shared machine: the framework's floor (GET /api/health, one round trip) beside the saves
// per second, the app's and PostgreSQL's CPU per save, the steps of one save, and the card-state read a save
// makes, on an ordinary card and on one with 1,500 changes in its history. `npm run bench -- save-cost`.
import fs from "node:fs";
import { readOpenEventCards } from "./bench-cards";
import { readScoreSlots, runLoad, type LoadResult, type LoadRequests } from "./scenario";
import { recordFigure, type Figure } from "../report";
import { loadSeconds } from "../run-options";
import { openBenchDatabase } from "../society/bench-database";
import type { OpenDatabase } from "../../lib/server/db/infra/open";
import { queryCardState } from "../../lib/server/db/scorecards-state";
import { startApp } from "../../tests/e2e/support/app-process";

const WARM_UP_SECONDS = 3;
const SECONDS = loadSeconds(10);
const CONNECTIONS = 8;
const HEAVY_HISTORY = 1_500;
const READS = 300;
const SECRET = "bench-secret-at-least-32-characters-long";
/** The steps of a save as lib/server/api/with-route.ts and the card write name them, in the order they run. */
const SAVE_STEPS = [
  "route",
  "authenticate",
  "anti-forgery",
  "parse",
  "write-limit",
  "handler",
  "guard",
  "transaction",
  "lock-read",
  "plan",
  "write",
  "respond",
] as const;
const NESTED = new Set(["guard", "transaction", "lock-read", "plan", "write"]);

if (!fs.existsSync(".next/BUILD_ID")) {
  console.log("The app is not built: run `npm run build` first. Skipped.");
  process.exit(1);
}

const database = await openBenchDatabase();
const record = (figure: Omit<Figure, "database">) => recordFigure({ database: database.label, ...figure });

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** The card-state read of a save (scorecards-state.ts), timed one after another: median and p95 in ms. */
async function timeCardStateRead(sql: OpenDatabase, cardId: string): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < READS + 20; i++) {
    const t0 = performance.now();
    await queryCardState(sql.prisma, cardId);
    if (i >= 20) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

// Before the app starts, on a connection of the benchmark's own (PGlite serves one process at a time): the open
// event's cards with their players' tokens, one card given a long history, and the card-state read timed on both.
async function prepare(sql: OpenDatabase) {
  const [heavy, ...ordinary] = await readOpenEventCards(sql);
  // As a card saved 1,500 times leaves it: its player's entries, oldest first, under the card's first version.
  await sql.connection.query(
    `INSERT INTO "CardChange" ("id", "scorecardId", "kind", "holeNumber", "previousValue", "value", "role", "byPlayerId",
                               "reason", "correction", "cardVersion", "createdAt")
     SELECT gen_random_uuid(), $1::uuid, 'gross', 1 + i % 18, 4, 5, 'player', $2::uuid, NULL, false, 0,
            now() - interval '1 day' + i * interval '1 second'
       FROM generate_series(1, $3::int) i`,
    [heavy!.cardId, heavy!.playerId, HEAVY_HISTORY],
  );
  await sql.connection.query(`ANALYZE "CardChange"`);
  const reads = {
    ordinary: await timeCardStateRead(sql, ordinary[0]!.cardId),
    heavy: await timeCardStateRead(sql, heavy!.cardId),
  };
  return { cards: ordinary, reads };
}

/** CPU seconds a process has used (user and system), from /proc (Linux). */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const dropOnFailure = async (error: unknown): Promise<never> => {
  await database.drop();
  throw error;
};
const direct = await database.open().catch(dropOnFailure);
const { cards, reads } = await prepare(direct)
  .finally(() => direct.close())
  .catch(dropOnFailure);

const app = await startApp({
  ...process.env,
  ...database.appEnv,
  NEXTAUTH_SECRET: SECRET,
  DEMO_MODE: "false",
  SERVER_TIMING: "true",
}).catch(dropOnFailure);
// PostgreSQL's share is its backends serving this run's database; PGlite runs inside the app process.
const sampler = database.label === "PostgreSQL" ? await database.open().catch(dropOnFailure) : null;
const cleanUp = async () => {
  await sampler?.close();
  await app.stop().catch(() => {});
  await database.drop();
};
process.on("unhandledRejection", async (error) => {
  console.error(error);
  await cleanUp();
  process.exit(1);
});

/** The CPU seconds of the app process and of the database's backends so far. */
async function cpuNow(): Promise<{ app: number; database: Map<number, number> }> {
  const pids = sampler
    ? await sampler.connection.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      )
    : [];
  return { app: cpuSeconds(app.pid), database: new Map(pids.map(({ pid }) => [pid, cpuSeconds(pid)])) };
}

try {
  const load = (requests: LoadRequests & { connections: number }) =>
    runLoad({ url: app.url, warmupSeconds: WARM_UP_SECONDS, durationSeconds: SECONDS, expectStatus: 200, ...requests });
  const checked = (name: string, result: LoadResult) => {
    if (result.unexpectedStatuses > 0 || result.errors > 0)
      throw new Error(`${name}: unexpected answers ${JSON.stringify(result.statuses)}, ${result.errors} errors`);
    return result;
  };
  const note = (connections: number, result: LoadResult) =>
    `${connections} connection${connections === 1 ? "" : "s"}, ${result.requests} requests in ${result.seconds} s`;

  console.log(`\nThe framework's floor beside the saves, ${CONNECTIONS} connections each`);
  const floor = checked(
    "floor",
    await load({ kind: "get", connections: CONNECTIONS, targets: [{ path: "/api/health", token: "" }] }),
  );
  record({
    name: "floor: GET /api/health throughput (one round trip)",
    value: floor.requestsPerSecond,
    unit: "req/s",
    note: note(CONNECTIONS, floor),
  });
  const before = await cpuNow();
  const saves = checked(
    "saves",
    await load({ kind: "put-scores", connections: CONNECTIONS, slots: await readScoreSlots(app.url, cards) }),
  );
  const after = await cpuNow();
  // The warm-up ran inside the CPU window too: CPU is shared over every save of it, at the measured rate.
  const saveCount = saves.requestsPerSecond * (WARM_UP_SECONDS + SECONDS);
  record({
    name: "PUT score throughput",
    value: saves.requestsPerSecond,
    unit: "req/s",
    target: { atLeast: 300 },
    note: note(CONNECTIONS, saves),
  });
  record({
    name: "PUT score throughput ÷ floor throughput",
    value: saves.requestsPerSecond / floor.requestsPerSecond,
    unit: "×",
    target: { atLeast: 0.6 },
  });
  record({
    name: "app process CPU per save",
    value: ((after.app - before.app) * 1000) / saveCount,
    unit: "ms",
    note: "user + system, warm-up included",
  });
  if (sampler) {
    let databaseSeconds = 0;
    for (const [pid, seconds] of after.database) databaseSeconds += seconds - (before.database.get(pid) ?? 0);
    record({
      name: "PostgreSQL CPU per save",
      value: (databaseSeconds * 1000) / saveCount,
      unit: "ms",
      note: `${after.database.size} backends of this database`,
    });
  }

  console.log(`\nOne save at a time: where its time goes (Server-Timing means per save)`);
  const one = checked(
    "one save at a time",
    await load({ kind: "put-scores", connections: 1, slots: await readScoreSlots(app.url, cards) }),
  );
  record({ name: "PUT score p95, one at a time", value: one.p95, unit: "ms", note: note(1, one) });
  const steps = one.steps ?? {};
  for (const name of SAVE_STEPS) {
    const step = steps[name];
    if (!step) continue;
    record({ name: `save step: ${NESTED.has(name) ? "  " : ""}${name}`, value: step, unit: "ms", note: note(1, one) });
  }
  if (steps.route) {
    record({
      name: "save: outside the route (Next, HTTP, the load generator)",
      value: one.mean - steps.route,
      unit: "ms",
      note: `mean latency ${one.mean.toFixed(2)} ms less the route's`,
    });
  }

  console.log(`\nThe card-state read of a save (one query, before the app started)`);
  record({ name: "card-state read p95, ordinary card", value: reads.ordinary.p95, unit: "ms", note: `${READS} reads` });
  record({
    name: `card-state read p95, card with ${HEAVY_HISTORY} changes`,
    value: reads.heavy.p95,
    unit: "ms",
    note: `${READS} reads`,
  });
  record({
    name: `card-state read p95, ${HEAVY_HISTORY} changes ÷ ordinary`,
    value: reads.heavy.p95 / reads.ordinary.p95,
    unit: "×",
    target: { atMost: 1.5 },
  });
} finally {
  await cleanUp();
}
