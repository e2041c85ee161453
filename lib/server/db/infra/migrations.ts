import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SqlConnection } from "./connection";

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "prisma/migrations");

export type Migration = { name: string; sql: string; checksum: string };

export class MigrationError extends Error {
  constructor(
    readonly migrationName: string,
    readonly reason: string,
  ) {
    super(`Migration ${migrationName} failed and was rolled back: ${reason}`);
    this.name = "MigrationError";
  }
}

/** The migration folders in Prisma's own format (<timestamp>_<name>/migration.sql), oldest first. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  // Read at run time from the checkout the app runs in: the build has nothing to trace here, and without the comments
  // it warned that a folder given as a parameter makes it trace the whole project.
  if (!fs.existsSync(/* turbopackIgnore: true */ dir)) return [];
  return fs
    .readdirSync(/* turbopackIgnore: true */ dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

// Prisma's own bookkeeping table, so that `prisma migrate deploy` sees the same history.
const CREATE_HISTORY_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/** The migrations not yet applied, and whether the database holds any earlier ones (so has data to lose). */
export async function pendingMigrations(
  connection: SqlConnection,
  migrations: Migration[] = readMigrations(),
): Promise<{ pending: string[]; hasHistory: boolean }> {
  const [history] = await connection.query<{ name: string | null }>(
    "SELECT to_regclass('\"_prisma_migrations\"')::text AS name",
  );
  if (!history?.name) return { pending: migrations.map((m) => m.name), hasHistory: false };
  const applied = await connection.query<{ migration_name: string }>(
    `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const names = new Set(applied.map((row) => row.migration_name));
  return { pending: migrations.filter((m) => !names.has(m.name)).map((m) => m.name), hasHistory: names.size > 0 };
}

/**
 * Applies every migration not yet recorded, each in its own transaction together with its history row,
 * so a failing migration leaves the database exactly as it was. (Prisma's engines run a migration without
 * a transaction, which can leave a half-applied schema behind.) Returns the names applied.
 *
 * Several app machines started at once on one database would each find the same migrations pending: the session
 * lock makes them take turns, and each reads what is applied only once it holds the lock, so the later ones find
 * nothing left to do.
 */
export async function applyMigrations(
  connection: SqlConnection,
  migrations: Migration[] = readMigrations(),
): Promise<string[]> {
  await connection.query("SELECT pg_advisory_lock(hashtext('sweeps.migrations'))");
  try {
    return await applyPending(connection, migrations);
  } finally {
    await connection.query("SELECT pg_advisory_unlock(hashtext('sweeps.migrations'))");
  }
}

async function applyPending(connection: SqlConnection, migrations: Migration[]): Promise<string[]> {
  await connection.exec(CREATE_HISTORY_TABLE);
  const applied = await connection.query<{ migration_name: string; checksum: string }>(
    `SELECT migration_name, checksum FROM "_prisma_migrations"
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const appliedChecksums = new Map(applied.map((row) => [row.migration_name, row.checksum]));
  const names: string[] = [];
  for (const migration of migrations) {
    const recorded = appliedChecksums.get(migration.name);
    if (recorded !== undefined) {
      if (recorded !== migration.checksum) {
        throw new MigrationError(migration.name, "it was edited after being applied; add a new migration instead");
      }
      continue;
    }
    await applyOne(connection, migration);
    names.push(migration.name);
  }
  return names;
}

async function applyOne(connection: SqlConnection, migration: Migration): Promise<void> {
  await connection.exec("BEGIN");
  try {
    await connection.exec(migration.sql);
    await connection.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
       VALUES ($1, $2, now(), $3, 1)`,
      [randomUUID(), migration.checksum, migration.name],
    );
    await connection.exec("COMMIT");
  } catch (error) {
    await connection.exec("ROLLBACK");
    throw new MigrationError(migration.name, error instanceof Error ? error.message : String(error));
  }
}

/** Drops every table, type and function of the public schema. */
export async function dropEverything(connection: SqlConnection): Promise<void> {
  await connection.exec('DROP SCHEMA IF EXISTS "public" CASCADE; CREATE SCHEMA "public";');
}
