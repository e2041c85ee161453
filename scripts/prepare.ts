// What `npm start` (scripts/start.mjs) does before it serves, in a process of its own that exits when done: migrate
// and (when empty) seed the database, build if the sources changed (not for `npm run dev`), and send the server's
// environment back to start.mjs.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { appProcesses } from "../lib/server/app-processes";
import { readEnv } from "../lib/server/env";
import { DEFAULT_BACKUP_DIR } from "../lib/server/db/infra/backup-folder";
import { MigrationError } from "../lib/server/db/infra/migrations";
import {
  DatabaseUnavailableError,
  embeddedDatabaseLockFile,
  lockEmbeddedDatabase,
  openDatabase,
} from "../lib/server/db/infra/open";
import { upgradeDatabase } from "../lib/server/db/infra/upgrade";
import { isDatabaseEmpty, seedDemoSociety } from "../prisma/seed/demo-society";

const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");
const SOURCE_PATHS = [
  "app",
  "components",
  "lib",
  "prisma",
  "public",
  "types",
  "proxy.ts",
  "next.config.ts",
  "package.json",
  "postcss.config.mjs",
];

const isDev = process.argv.includes("--dev");
const env = readEnv();
const port = process.env.PORT ?? "3000";

async function prepareDatabase(): Promise<void> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
  try {
    const { applied, backupFile } = await upgradeDatabase(database.connection, database.backupSource, {
      dir: env.BACKUP_DIR ?? DEFAULT_BACKUP_DIR,
      keep: env.BACKUP_KEEP,
    });
    if (backupFile) console.log(`Backed up ${database.label} before migrating it: ${backupFile}`);
    if (applied.length > 0)
      console.log(`Applied ${applied.length} migration(s) to ${database.label}: ${applied.join(", ")}`);
    if (await isDatabaseEmpty(database.prisma)) {
      await seedDemoSociety(database.prisma, env.DEMO_DAY);
      console.log(`Seeded the demo society into ${database.label}.`);
    }
  } finally {
    await database.close();
  }
}

/** A secret for signing sessions that survives restarts, unless the operator sets one. */
function authSecret(): string {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  const file = path.resolve(".data/auth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}

function newestModification(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .filter((child) => child.name !== "generated" && child.name !== "node_modules")
    .reduce((newest, child) => Math.max(newest, newestModification(path.join(entry, child.name))), stat.mtimeMs);
}

function buildIfStale(childEnv: NodeJS.ProcessEnv): void {
  const buildId = path.resolve(".next/BUILD_ID");
  const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCE_PATHS.map(newestModification))) return;
  console.log("Building the app (first start, or the sources changed)…");
  const build = spawnSync(process.execPath, [NEXT_BIN, "build"], { stdio: "inherit", env: childEnv });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** What start.mjs serves with: the server's environment, and the embedded database's lock file to remove on exit. */
export type Prepared = { env: NodeJS.ProcessEnv; embeddedLockFile: string | null };

async function main(): Promise<void> {
  // The lock names start.mjs, which serves once this process has exited; it is released here only on failure.
  const unlock = env.DATABASE_URL ? () => {} : lockEmbeddedDatabase(env.PGLITE_DATA_DIR, process.ppid);
  process.on("exit", unlock);
  await prepareDatabase();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXTAUTH_SECRET: authSecret(),
    NEXTAUTH_URL: env.NEXTAUTH_URL ?? `http://localhost:${port}`,
    PORT: port,
  };
  if (!isDev) buildIfStale(childEnv);
  const processes = appProcesses(env, { cores: os.availableParallelism(), dev: isDev });
  if (processes.notice) console.log(processes.notice);
  const prepared: Prepared = {
    env: {
      ...childEnv,
      // `next start` and `next dev` set NODE_ENV themselves; a server of our own has to.
      NODE_ENV: isDev ? "development" : "production",
      WEB_CONCURRENCY: String(processes.count),
    },
    embeddedLockFile: env.DATABASE_URL ? null : embeddedDatabaseLockFile(env.PGLITE_DATA_DIR),
  };
  process.off("exit", unlock);
  if (!process.send) throw new Error("scripts/prepare.ts is run by scripts/start.mjs (npm start), not on its own.");
  process.send(prepared, () => process.exit(0));
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseUnavailableError || error instanceof MigrationError) {
    console.error(`Sweeps cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
});
