import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { BackupSource } from "./backup";
import { openPglite, openPostgres, type SqlConnection, wrapPglite } from "./connection";
import { PrismaClient } from "../generated/client";

/** A database opened outside the web server (start-up, scripts, tests): raw SQL plus a Prisma client. */
export type OpenDatabase = {
  connection: SqlConnection;
  prisma: PrismaClient;
  /** Where it is, for messages: "PostgreSQL at host:5432/db" or "the embedded database in .data/pglite". */
  label: string;
  backupSource: BackupSource;
  close(): Promise<void>;
};

export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

export async function openDatabase(options: { databaseUrl?: string; pgliteDataDir: string }): Promise<OpenDatabase> {
  return options.databaseUrl ? openPostgresDatabase(options.databaseUrl) : openEmbeddedDatabase(options.pgliteDataDir);
}

async function openPostgresDatabase(url: string): Promise<OpenDatabase> {
  const label = describePostgresUrl(url);
  let connection: SqlConnection;
  try {
    connection = await openPostgres(url);
  } catch (error) {
    throw new DatabaseUnavailableError(explainPostgresError(error, url));
  }
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  return bundle(connection, prisma, label, { kind: "postgresql", url, connection });
}

function bundle(
  connection: SqlConnection,
  prisma: PrismaClient,
  label: string,
  backupSource: BackupSource,
): OpenDatabase {
  return {
    connection,
    prisma,
    label,
    backupSource,
    close: async () => {
      await prisma.$disconnect();
      await connection.close();
    },
  };
}

async function openEmbeddedDatabase(dataDir: string): Promise<OpenDatabase> {
  const label = `the embedded database in ${dataDir}`;
  let pglite: PGlite;
  try {
    pglite = await openPglite(dataDir);
    await pglite.query("SELECT 1");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(
      `Cannot open ${label} (${reason}). If it is damaged, move the folder aside to start afresh, or restore a backup.`,
    );
  }
  return bundle(wrapPglite(pglite), new PrismaClient({ adapter: new PrismaPGlite(pglite) }), label, {
    kind: "embedded",
    pglite,
  });
}

function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  const database = parsed.pathname.replace(/^\//, "") || "postgres";
  return `PostgreSQL at ${parsed.hostname}:${parsed.port || "5432"}/${database}`;
}

type PgError = { code?: string; message?: string };

/** One line a self-hoster can act on, for the usual ways a DATABASE_URL goes wrong. */
export function explainPostgresError(error: unknown, url: string): string {
  const where = describePostgresUrl(url);
  const { code, message } = (error ?? {}) as PgError;
  switch (code) {
    case "ECONNREFUSED":
      return `Cannot reach ${where}: nothing accepted the connection. Check that PostgreSQL is running and listening on that host and port (DATABASE_URL).`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `Cannot reach ${where}: the host name does not resolve. Check the host in DATABASE_URL.`;
    case "ETIMEDOUT":
      return `Cannot reach ${where}: the connection timed out. Check the host, port and any firewall.`;
    case "28P01":
    case "28000":
      return `${where} refused the credentials: check the user name and password in DATABASE_URL.`;
    case "3D000":
      return `${where} has no such database: create it (createdb) or fix the database name in DATABASE_URL.`;
    default:
      return `Cannot use ${where}: ${message ?? String(error)}. Check DATABASE_URL.`;
  }
}

const LOCK_FILE = "sweeps.lock";

export const embeddedDatabaseLockFile = (dataDir: string) =>
  path.join(path.dirname(path.resolve(dataDir)), `${path.basename(dataDir)}.${LOCK_FILE}`);

/** The running process (not this one) that has the embedded database in this folder open, if any. */
export function embeddedDatabaseHolder(dataDir: string): number | undefined {
  const lockPath = embeddedDatabaseLockFile(dataDir);
  const holder = Number.parseInt(fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : "", 10);
  return Number.isInteger(holder) && holder !== process.pid && isRunning(holder) ? holder : undefined;
}

/**
 * PGlite has no locking of its own: two processes on one folder silently diverge. A lock file with the
 * owner's pid refuses a second server on the same folder; a stale lock (its process gone) is taken over. The owner
 * is this process, or the one it prepares the database for (`npm start`'s, which serves once preparation is done).
 */
export function lockEmbeddedDatabase(dataDir: string, owner = process.pid): () => void {
  const lockPath = embeddedDatabaseLockFile(dataDir);
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  const holder = embeddedDatabaseHolder(dataDir);
  if (holder !== undefined) {
    throw new DatabaseUnavailableError(
      `The embedded database in ${dataDir} is in use by process ${holder} (another npm start?). Stop that process first.`,
    );
  }
  fs.writeFileSync(lockPath, String(owner));
  return () => fs.rmSync(lockPath, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === "EPERM";
  }
}
