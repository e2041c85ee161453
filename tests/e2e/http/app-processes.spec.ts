// `npm start` on PostgreSQL runs one app process per core behind one port (scripts/serve.mjs): requests are shared
// between the processes, one that crashes is replaced while the others answer, and SIGTERM ends the whole tree
// within its deadline, and GET /metrics answered by either reports both. The processes are told apart by the pid on each
// request's log line.
import { expect, test } from "@playwright/test";
import { openPostgres } from "@/lib/server/db/infra/connection";
import { assertLocalDatabase, dropDatabase, withDatabase } from "../../integration/test-databases";
import { type AppProcess, seedDatabase, startApp } from "../support/app-process";
import { E2E_METRICS_TOKEN } from "../support/metrics-token";

// Listed by playwright.config.ts only when DATABASE_URL names a PostgreSQL: the embedded database runs one process.
const adminUrl = process.env.DATABASE_URL;
test.describe.configure({ mode: "serial" });

const database = `sweeps_e2e_processes_${Date.now()}_${process.pid}`;
let app: AppProcess;
// The process that logged each request, by the request's id.
const servedBy = new Map<string, number>();
let unfinishedLine = "";

function readLog(text: string): void {
  const lines = (unfinishedLine + text).split("\n");
  unfinishedLine = lines.pop() ?? "";
  for (const line of lines) {
    if (!line.startsWith("{")) continue;
    const entry = JSON.parse(line) as { msg?: string; requestId?: string; pid?: number };
    if (entry.msg === "request" && entry.requestId && entry.pid) servedBy.set(entry.requestId, entry.pid);
  }
}

let requests = 0;
/** Asks for /api/health on a new connection and answers the pid of the process that served it. */
async function servingPid(): Promise<number | undefined> {
  const requestId = `processes-${(requests += 1)}-${Date.now()}`;
  const response = await fetch(`${app.url}/api/health`, {
    headers: { "x-request-id": requestId, connection: "close" },
  });
  expect(response.status).toBe(200);
  await expect.poll(() => servedBy.has(requestId), { timeout: 2_000 }).toBe(true);
  return servedBy.get(requestId);
}

/** The pids that answered `count` requests in a row. */
async function servingPids(count: number): Promise<Set<number | undefined>> {
  const pids = new Set<number | undefined>();
  for (let sent = 0; sent < count; sent += 1) pids.add(await servingPid());
  return pids;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test.beforeAll(async () => {
  test.setTimeout(180_000);
  assertLocalDatabase(adminUrl!);
  const admin = await openPostgres(adminUrl!);
  await admin.exec(`CREATE DATABASE "${database}"`);
  await admin.close();
  const env = {
    ...process.env,
    DATABASE_URL: withDatabase(adminUrl!, database),
    NEXTAUTH_SECRET: "app-processes-share-one-secret-of-32-chars",
    DEMO_MODE: "false",
    LOG_LEVEL: "info",
    METRICS_TOKEN: E2E_METRICS_TOKEN,
  };
  seedDatabase(env);
  app = await startApp(env, { processes: 2, onOutput: readLog });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await app?.stop();
  if (adminUrl) await dropDatabase(adminUrl, database);
});

test("two app processes share the requests to one port", async () => {
  await expect.poll(() => app.workerPids().length, { timeout: 60_000 }).toBe(2);
  const workers = app.workerPids();
  // The second process may still be starting when the first answers: ask until both have answered.
  await expect.poll(async () => [...(await servingPids(4))].sort(), { timeout: 60_000 }).toEqual(workers.sort());
});

/** One scrape of /metrics on a new connection (so either process may answer): `route`'s request count and the processes. */
async function scrape(route: string): Promise<{ requests: number; processes: number }> {
  const response = await fetch(`${app.url}/metrics`, {
    headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}`, connection: "close" },
  });
  expect(response.status).toBe(200);
  const text = await response.text();
  const requests = [...text.matchAll(/^sweeps_http_request_duration_seconds_count\{([^}]*)\} (\d+)$/gm)]
    .filter(([, labels]) => labels!.includes(`route="${route}"`))
    .reduce((sum, [, , count]) => sum + Number(count), 0);
  const processes = Number(/^sweeps_app_processes (\d+)$/m.exec(text)?.[1]);
  return { requests, processes };
}

test("/metrics answered by either process reports the requests both served", async () => {
  const before = await scrape("/api/health");
  // Until each process has served some of them: one process's own count could then never be the total.
  const pids = new Set<number | undefined>();
  let sent = 0;
  for (; sent < 6 || (pids.size < 2 && sent < 40); sent += 1) pids.add(await servingPid());
  expect(pids).toEqual(new Set(app.workerPids()));
  // New connections are dealt to the processes in turn: these scrapes are answered by both.
  for (let scraped = 0; scraped < 4; scraped += 1) {
    expect(await scrape("/api/health")).toEqual({ requests: before.requests + sent, processes: 2 });
  }
});

test("an app process that is killed is replaced, and the other answers meanwhile", async () => {
  const [victim, survivor] = app.workerPids() as [number, number];
  process.kill(victim, "SIGKILL");
  await expect.poll(() => isAlive(victim)).toBe(false);
  expect(await servingPid()).toBe(survivor);

  await expect.poll(() => app.workerPids().length, { timeout: 60_000 }).toBe(2);
  const replacement = app.workerPids().find((pid) => pid !== survivor)!;
  expect(replacement).not.toBe(victim);
  await expect.poll(async () => (await servingPids(4)).has(replacement), { timeout: 60_000 }).toBe(true);
});

test("SIGTERM ends the supervisor and every app process within 10 s", async () => {
  const workers = app.workerPids();
  await app.stop();
  for (const pid of workers) expect(isAlive(pid), `app process ${pid}`).toBe(false);
});
