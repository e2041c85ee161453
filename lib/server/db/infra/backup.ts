import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import {
  type BackupHeader,
  BackupFileError,
  appVersion,
  decodeBackup,
  describeBackup,
  encodeBackup,
} from "./backup-file";
import { openPostgres, type SqlConnection, wrapPglite } from "./connection";
import { dumpLogical, restoreLogical } from "./logical-dump";
import { applyMigrations, readMigrations } from "./migrations";

/** A database being backed up: the embedded one through the instance that has it open, PostgreSQL by its URL. */
export type BackupSource =
  { kind: "embedded"; pglite: PGlite } | { kind: "postgresql"; url: string; connection: SqlConnection };

export type RestoreTarget = { kind: "embedded"; dataDir: string } | { kind: "postgresql"; url: string };

const run = promisify(execFile);
const DUMP_BUFFER_BYTES = 2 * 1024 ** 3;

async function lastMigration(connection: Pick<SqlConnection, "query">): Promise<string | null> {
  const [history] = await connection.query<{ name: string | null }>(
    "SELECT to_regclass('\"_prisma_migrations\"')::text AS name",
  );
  if (!history?.name) return null;
  const [row] = await connection.query<{ migration_name: string }>(
    `SELECT migration_name FROM "_prisma_migrations"
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1`,
  );
  return row?.migration_name ?? null;
}

/** libpq's variables carry the password, so it never shows in the process list. */
function clientToolsEnv(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** pg_dump's custom format, or undefined when pg_dump is missing or cannot dump this server (an older version). */
async function pgDump(url: string): Promise<Buffer | undefined> {
  const { dbname, env } = clientToolsEnv(url);
  try {
    const { stdout } = await run(
      "pg_dump",
      ["--format=custom", "--no-owner", "--no-privileges", `--dbname=${dbname}`],
      {
        env,
        encoding: "buffer",
        maxBuffer: DUMP_BUFFER_BYTES,
      },
    );
    return stdout;
  } catch {
    return undefined;
  }
}

/** A consistent copy of the database while the app may be using it, with the header that says what it is. */
export async function takeBackup(source: BackupSource): Promise<Buffer> {
  const stamp = { format: 1 as const, appVersion: appVersion(), takenAt: new Date().toISOString() };
  if (source.kind === "embedded") {
    const { pglite } = source;
    // Inside a transaction of PGlite's own, the archive waits for the app's transactions in progress.
    const { migration, archive } = await pglite.transaction(async (tx) => {
      const migration = await lastMigration({
        query: async <Row>(sql: string, params?: unknown[]) => (await tx.query<Row>(sql, params)).rows,
      });
      return { migration, archive: await pglite.dumpDataDir("gzip") };
    });
    const header: BackupHeader = { ...stamp, lastMigration: migration, database: "embedded", method: "pglite-datadir" };
    return encodeBackup(header, new Uint8Array(await archive.arrayBuffer()));
  }
  const migration = await lastMigration(source.connection);
  const dumped = await pgDump(source.url);
  const header: BackupHeader = {
    ...stamp,
    lastMigration: migration,
    database: "postgresql",
    method: dumped ? "pg_dump" : "logical",
  };
  return encodeBackup(header, dumped ?? (await dumpLogical(source.connection)));
}

/** Refuses a backup taken by a newer Sweeps: this version cannot know what its later migrations changed. */
export function assertRestorable(header: BackupHeader, knownMigrations = readMigrations().map((m) => m.name)): void {
  if (header.lastMigration === null || knownMigrations.includes(header.lastMigration)) return;
  const newest = knownMigrations.at(-1) ?? "none";
  if (header.lastMigration > newest) {
    throw new BackupFileError(
      `This backup comes from a newer Sweeps (${header.appVersion}, schema ${header.lastMigration}); this version knows the schema up to ${newest}. Upgrade Sweeps to ${header.appVersion} or later, then restore.`,
    );
  }
  throw new BackupFileError(
    `This backup's schema ${header.lastMigration} is not one of this version's migrations: it comes from a different copy of Sweeps.`,
  );
}

/**
 * Replaces the target database with the backup's contents, then brings its schema up to this version's.
 * The embedded folder being replaced is kept beside it (returned) rather than deleted. Answers what was restored.
 */
export async function restoreBackup(
  target: RestoreTarget,
  file: Buffer,
  fileName: string,
): Promise<{ restored: string; setAside?: string }> {
  const { header, payload } = decodeBackup(file, fileName);
  assertRestorable(header);
  const restored = describeBackup(header);
  if (header.method === "pg_dump") {
    if (target.kind !== "postgresql") {
      throw new BackupFileError("This is a pg_dump backup of PostgreSQL: set DATABASE_URL to restore it there.");
    }
    await pgRestore(target.url, payload);
    await loadedAndMigrated(await openPostgres(target.url), async () => {});
    return { restored };
  }
  if (target.kind === "postgresql") {
    if (header.method !== "logical") {
      throw new BackupFileError("This is a backup of the embedded database: unset DATABASE_URL to restore it there.");
    }
    await loadedAndMigrated(await openPostgres(target.url), (connection) =>
      restoreLogicalAt(connection, header.lastMigration, payload),
    );
    return { restored };
  }
  const fresh = `${target.dataDir}.restoring-${process.pid}`;
  fs.rmSync(fresh, { recursive: true, force: true });
  const pglite =
    header.method === "pglite-datadir"
      ? await PGlite.create({ dataDir: fresh, loadDataDir: new Blob([new Uint8Array(payload)]) })
      : await PGlite.create(fresh);
  try {
    await loadedAndMigrated(wrapPglite(pglite), async (connection) => {
      if (header.method === "logical") await restoreLogicalAt(connection, header.lastMigration, payload);
    });
  } catch (error) {
    fs.rmSync(fresh, { recursive: true, force: true });
    throw error;
  }
  const setAside = fs.existsSync(target.dataDir) ? `${target.dataDir}.before-restore-${Date.now()}` : undefined;
  if (setAside) fs.renameSync(target.dataDir, setAside);
  fs.renameSync(fresh, target.dataDir);
  return { restored, setAside };
}

async function loadedAndMigrated(
  connection: SqlConnection,
  load: (connection: SqlConnection) => Promise<void>,
): Promise<void> {
  try {
    await load(connection);
    await applyMigrations(connection);
  } finally {
    await connection.close();
  }
}

async function restoreLogicalAt(connection: SqlConnection, migration: string | null, payload: Buffer): Promise<void> {
  await connection.exec('DROP SCHEMA IF EXISTS "public" CASCADE; CREATE SCHEMA "public";');
  await applyMigrations(
    connection,
    readMigrations().filter((m) => migration !== null && m.name <= migration),
  );
  await restoreLogical(connection, payload);
}

async function pgRestore(url: string, payload: Buffer): Promise<void> {
  const connection = await openPostgres(url);
  try {
    await connection.exec(
      'DROP SCHEMA IF EXISTS "pgboss" CASCADE; DROP SCHEMA IF EXISTS "public" CASCADE; CREATE SCHEMA "public";',
    );
  } finally {
    await connection.close();
  }
  const { dbname, env } = clientToolsEnv(url);
  const child = spawn(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", `--dbname=${dbname}`],
    { env, stdio: ["pipe", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const exit = new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  child.stdin.on("error", () => {});
  child.stdin.end(payload);
  const code = await exit.catch((error: { code?: string }) => {
    if (error.code === "ENOENT") {
      throw new BackupFileError("This backup needs pg_restore: install PostgreSQL's client tools (postgresql-client).");
    }
    throw error;
  });
  if (code !== 0) throw new BackupFileError(`pg_restore failed: ${stderr.trim()}`);
}
