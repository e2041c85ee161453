// What the chaos suite runs against: a scratch database made by scripts/test-chaos.ts on the machine's PostgreSQL,
// whose cluster the suite may stop and start (it runs as root, as CI does).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/server/db/generated/client";

export const CHAOS_SECRET = "chaos-suite-secret-that-is-long-enough-to-sign";

export function chaosDatabaseUrl(): string {
  const url = process.env.CHAOS_DATABASE_URL;
  if (!url) throw new Error("CHAOS_DATABASE_URL is not set: run the chaos suite with `npm run test:chaos`.");
  return url;
}

export const chaosDatabaseName = () => new URL(chaosDatabaseUrl()).pathname.slice(1);

/** A Prisma client on the scratch database, for the factories and for checking what was stored. */
export const openChaosDb = () => new PrismaClient({ adapter: new PrismaPg({ connectionString: chaosDatabaseUrl() }) });

/** Runs SQL on a fresh connection (one that a restart cannot have left broken), on the scratch database or another. */
export async function sql<Row>(text: string, params: unknown[] = [], database = chaosDatabaseName()): Promise<Row[]> {
  const url = new URL(chaosDatabaseUrl());
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

export type Cluster = { version: string; name: string; port: number };

// Asynchronous on purpose: the load runs in this process, and a command that blocked it would hold every answer
// back and make the app look slow.
const run = promisify(execFile);

/** The clusters of this machine as pg_lsclusters lists them: "15 main 5432 online postgres …". */
async function listClusters(): Promise<string[][]> {
  const { stdout } = await run("pg_lsclusters", ["--no-header"]);
  return stdout.split("\n").map((line) => line.trim().split(/\s+/));
}

/** The PostgreSQL cluster serving the scratch database's port. */
export async function findCluster(): Promise<Cluster> {
  const port = Number(new URL(chaosDatabaseUrl()).port || 5432);
  const cluster = (await listClusters()).find((fields) => Number(fields[2]) === port);
  if (!cluster) throw new Error(`No PostgreSQL cluster of this machine listens on port ${port}.`);
  return { version: cluster[0]!, name: cluster[1]!, port };
}

const isOnline = async (cluster: Cluster) =>
  (await listClusters()).some(
    ([version, name, , status]) => version === cluster.version && name === cluster.name && status === "online",
  );

const pgCtlCluster = (cluster: Cluster, ...action: string[]) =>
  run("pg_ctlcluster", ["--skip-systemctl-redirect", cluster.version, cluster.name, ...action]);

const isReady = (cluster: Cluster) =>
  run("pg_isready", ["-q", "-h", "127.0.0.1", "-p", String(cluster.port)]).then(
    () => true,
    () => false,
  );

/** Stops PostgreSQL at once: sessions are ended, as a crash or a failover would end them. */
export async function stopCluster(cluster: Cluster): Promise<void> {
  await pgCtlCluster(cluster, "stop", "-m", "fast");
}

/** Starts PostgreSQL (if it is not running) and waits until it accepts connections. */
export async function startCluster(cluster: Cluster): Promise<void> {
  if (!(await isOnline(cluster))) await pgCtlCluster(cluster, "start");
  for (let waited = 0; !(await isReady(cluster)); waited += 100) {
    if (waited > 30_000) throw new Error("PostgreSQL did not accept connections within 30 s of starting.");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
