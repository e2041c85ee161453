import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** A plain SQL connection used for migrations, seeding checks and test databases (not for app queries). */
export type SqlConnection = {
  /** Runs a script of one or more statements. */
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
};

export function wrapPglite(db: PGlite): SqlConnection {
  return {
    exec: async (sql) => {
      await db.exec(sql);
    },
    query: async <Row>(sql: string, params: unknown[] = []) => (await db.query<Row>(sql, params)).rows,
    close: () => db.close(),
  };
}

export async function openPostgres(connectionString: string): Promise<SqlConnection> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  return {
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
    close: () => client.end(),
  };
}

/** Opens (creating if needed) the embedded PostgreSQL in a data folder, or in memory for "memory://". */
export async function openPglite(dataDir: string): Promise<PGlite> {
  ensureParentFolder(dataDir);
  return PGlite.create(dataDir);
}

// PGlite's own mkdir is not recursive.
export function ensureParentFolder(dataDir: string): void {
  if (dataDir.startsWith("memory://")) return;
  fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
}
