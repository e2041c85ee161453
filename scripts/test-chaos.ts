// `npm run test:chaos`: the reliability suite that breaks things on purpose (tests/chaos): PostgreSQL restarted under
// a golf day's load, the app stopped with SIGTERM mid-load, one of its processes killed, the database made
// read-only. It needs this machine's PostgreSQL (DATABASE_URL, default postgres@127.0.0.1:5432) and the right to stop
// and start its cluster (root, as CI has), so it is never part of `npm test`. It starts the app once as `npm start` does on a scratch database
// (building first only if the sources changed, migrating and seeding), then runs the suite against that database,
// and ends with "N passed, M failed"; a step that fails without a test report counts as one failure. Arguments are
// passed to Vitest: `npm run test:chaos -- tests/chaos/close-during-saves.test.ts` runs one file.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { assertLocalDatabase, withDatabase } from "../tests/integration/test-databases";

const OUTPUT = path.resolve(".test-output");
const REPORT = path.join(OUTPUT, "chaos.json");
const START_TIMEOUT_MS = 600_000;
const STOP_TIMEOUT_MS = 10_000;

const adminUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const scratch = `sweeps_chaos_${Date.now()}_${process.pid}`;
const scratchUrl = withDatabase(adminUrl, scratch);

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Runs `npm start`'s script on the scratch database until it serves /api/health, then stops it with SIGTERM. */
async function prepareApp(): Promise<void> {
  const port = await freePort();
  const app = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      DATABASE_URL: scratchUrl,
      PORT: String(port),
      NEXTAUTH_SECRET: "chaos-suite-preparation-secret-long-enough",
    },
    stdio: "inherit",
  });
  const exited = new Promise<number | null>((resolve) => app.once("exit", resolve));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (app.exitCode !== null) throw new Error(`npm start exited with ${app.exitCode} before serving`);
    const healthy = await fetch(`http://localhost:${port}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error("npm start did not serve /api/health in time");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  app.kill("SIGTERM");
  const timer = setTimeout(() => app.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

type Counts = { passed: number; failed: number };

function runSuite(): Counts & { status: number } {
  const run = spawnSync(
    path.resolve("node_modules/.bin/vitest"),
    [
      "run",
      "--config",
      "tests/chaos/vitest.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${REPORT}`,
      ...process.argv.slice(2),
    ],
    { stdio: "inherit", env: { ...process.env, CHAOS_DATABASE_URL: scratchUrl } },
  );
  const status = run.status ?? 1;
  const report = fs.existsSync(REPORT)
    ? (JSON.parse(fs.readFileSync(REPORT, "utf8")) as { numPassedTests: number; numFailedTests: number })
    : null;
  const counts = { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 };
  return { ...counts, failed: status !== 0 && counts.failed === 0 ? 1 : counts.failed, status };
}

/** Whatever happened, PostgreSQL must be left running: other work on this machine uses it. */
function ensurePostgresRunning(): void {
  const { hostname, port } = new URL(adminUrl);
  if (spawnSync("pg_isready", ["-q", "-h", hostname, "-p", port || "5432"]).status === 0) return;
  const listing = spawnSync("pg_lsclusters", ["--no-header"], { encoding: "utf8" }).stdout ?? "";
  const cluster = listing
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[2] === (port || "5432"));
  if (cluster)
    spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", cluster[0]!, cluster[1]!, "start"], { stdio: "inherit" });
}

async function main(): Promise<number> {
  assertLocalDatabase(adminUrl);
  fs.mkdirSync(OUTPUT, { recursive: true });
  fs.rmSync(REPORT, { force: true });
  let counts: Counts = { passed: 0, failed: 1 };
  let status = 1;
  try {
    await admin(`CREATE DATABASE "${scratch}"`);
    await prepareApp();
    ({ status, ...counts } = runSuite());
  } catch (error) {
    console.error(`The chaos suite could not run: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    ensurePostgresRunning();
    await admin(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`).catch((error: unknown) =>
      console.error(`Could not drop ${scratch}:`, error),
    );
  }
  console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
  return counts.failed > 0 || status !== 0 ? 1 : 0;
}

process.exit(await main());
