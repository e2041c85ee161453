// Every core used (issue 26): the production build served as `npm start` serves it, first as one app process, then
// as one per core behind the same port (WEB_CONCURRENCY), on the ten-season society of bench/society. For each: the
// framework's floor (GET /api/health, one round trip) and the score saves per second at 8 connections, and the
// resident memory of the whole process tree (the supervisor and its app processes) idle and after the load. The
// ratio of the saves is the scaling; the load generator and PostgreSQL share the same cores, as they do on a small
// server. Needs PostgreSQL (the embedded database lives in one process). `npm run bench -- processes`.
import fs from "node:fs";
import os from "node:os";
import { readOpenEventCards } from "./bench-cards";
import { readScoreSlots, runLoad, type LoadResult, type LoadRequests } from "./scenario";
import { recordFigure, type Figure } from "../report";
import { loadSeconds } from "../run-options";
import { openBenchDatabase } from "../society/bench-database";
import { type AppProcess, startApp } from "../../tests/e2e/support/app-process";

const WARM_UP_SECONDS = 3;
const SECONDS = loadSeconds(10);
const CONNECTIONS = 8;
const SECRET = "bench-secret-at-least-32-characters-long";
const SCALING_TARGET = 1.3;

if (!fs.existsSync(".next/BUILD_ID")) {
  console.log("The app is not built: run `npm run build` first. Skipped.");
  process.exit(1);
}
if (!process.env.DATABASE_URL) {
  console.log("Several app processes need PostgreSQL (DATABASE_URL): the embedded database lives in one. Skipped.");
  process.exit(0);
}

const database = await openBenchDatabase();
const record = (figure: Omit<Figure, "database">) => recordFigure({ database: database.label, ...figure });
const cores = os.availableParallelism();
const counts = [1, Math.max(2, cores)];

/** Resident memory of the app's whole process tree, in MB: the started process and every app process under it. */
function treeMegabytes(app: AppProcess): number {
  const residentKb = (pid: number) =>
    Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return [app.pid, ...app.workerPids()].reduce((sum, pid) => sum + residentKb(pid), 0) / 1024;
}

const checked = (name: string, result: LoadResult) => {
  if (result.unexpectedStatuses > 0 || result.errors > 0)
    throw new Error(`${name}: unexpected answers ${JSON.stringify(result.statuses)}, ${result.errors} errors`);
  return result;
};

/** One start of the app with `processes` app processes: its floor, its saves per second and its memory. */
async function measure(processes: number, cards: Awaited<ReturnType<typeof readOpenEventCards>>) {
  const app = await startApp(
    { ...process.env, ...database.appEnv, NEXTAUTH_SECRET: SECRET, DEMO_MODE: "false" },
    { processes },
  );
  try {
    const load = (requests: LoadRequests) =>
      runLoad({
        url: app.url,
        connections: CONNECTIONS,
        warmupSeconds: WARM_UP_SECONDS,
        durationSeconds: SECONDS,
        expectStatus: 200,
        ...requests,
      });
    const idleMegabytes = treeMegabytes(app);
    const supervisorMegabytes = processes > 1 ? app.residentBytes() / 1024 / 1024 : null;
    const floor = checked("floor", await load({ kind: "get", targets: [{ path: "/api/health", token: "" }] }));
    const saves = checked("saves", await load({ kind: "put-scores", slots: await readScoreSlots(app.url, cards) }));
    return { floor, saves, idleMegabytes, loadedMegabytes: treeMegabytes(app), supervisorMegabytes };
  } finally {
    await app.stop();
  }
}

try {
  const direct = await database.open();
  const cards = await readOpenEventCards(direct).finally(() => direct.close());
  // The first start on a fresh copy of the society saves far slower than any later one (the same start twice:
  // 121–126, then 201–219 saves/s; analysing the database or reading every card first did not change it), which
  // made one process look slower and the scaling larger than they are. An unrecorded start takes that first turn.
  console.log("\nA first start, not recorded");
  await measure(1, cards);
  const runs = [];
  for (const processes of counts) {
    const label = `${processes} app process${processes === 1 ? "" : "es"}`;
    console.log(`\n${label}, ${CONNECTIONS} connections`);
    const run = await measure(processes, cards);
    runs.push(run);
    const note = (result: LoadResult) => `${label}; ${result.requests} requests in ${result.seconds} s`;
    record({
      name: `floor: GET /api/health, ${label}`,
      value: run.floor.requestsPerSecond,
      unit: "req/s",
      note: note(run.floor),
    });
    record({
      name: `PUT score throughput, ${label}`,
      value: run.saves.requestsPerSecond,
      unit: "req/s",
      note: note(run.saves),
    });
    record({ name: `PUT score p95, ${label}`, value: run.saves.p95, unit: "ms", note: note(run.saves) });
    record({
      name: `process tree memory idle, ${label}`,
      value: run.idleMegabytes,
      unit: "MB",
      note: "resident, whole tree",
    });
    record({
      name: `process tree memory after the load, ${label}`,
      value: run.loadedMegabytes,
      unit: "MB",
      note: "resident, whole tree",
    });
    if (run.supervisorMegabytes !== null)
      record({
        name: `supervisor memory, ${label}`,
        value: run.supervisorMegabytes,
        unit: "MB",
        note: "scripts/serve.mjs, resident",
      });
  }
  const [one, many] = runs;
  record({
    name: `PUT score throughput, ${counts[1]} processes ÷ 1`,
    value: many!.saves.requestsPerSecond / one!.saves.requestsPerSecond,
    unit: "×",
    target: { atLeast: SCALING_TARGET },
    note: `${cores} cores shared with PostgreSQL and the load generator`,
  });
} finally {
  await database.drop();
}
