import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { RestoreTarget } from "@/lib/server/db/infra/backup";
import { openPostgres } from "@/lib/server/db/infra/connection";
import { type OpenDatabase, openDatabase } from "@/lib/server/db/infra/open";
import { assertLocalDatabase, dropDatabase, withDatabase } from "./test-databases";

/**
 * An empty database of a test's own, beside the per-file one, for tests that replace a whole database
 * (backups, upgrades): embedded in a temporary folder, or a new database on the test PostgreSQL.
 */
export type ScratchDatabase = {
  kind: "embedded" | "postgresql";
  open(): Promise<OpenDatabase>;
  restoreTarget: RestoreTarget;
  /** A folder for the test's backup files. */
  folder: string;
  remove(): Promise<void>;
};

export async function createScratchDatabase(kind: "embedded" | "postgresql"): Promise<ScratchDatabase> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sweeps-scratch-"));
  if (kind === "embedded") {
    const dataDir = path.join(folder, "pglite");
    return {
      kind,
      folder,
      open: () => openDatabase({ pgliteDataDir: dataDir }),
      restoreTarget: { kind, dataDir },
      remove: async () => fs.rmSync(folder, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("A PostgreSQL scratch database needs DATABASE_URL.");
  assertLocalDatabase(adminUrl);
  const name = `sweeps_scratch_${randomUUID().replace(/-/g, "")}`;
  const admin = await openPostgres(adminUrl);
  await admin.exec(`CREATE DATABASE "${name}"`).finally(() => admin.close());
  const url = withDatabase(adminUrl, name);
  return {
    kind,
    folder,
    open: () => openDatabase({ databaseUrl: url, pgliteDataDir: "" }),
    restoreTarget: { kind, url },
    remove: async () => {
      await dropDatabase(adminUrl, name);
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Every table's row count and a hash of its rows in a fixed order: equal fingerprints, equal contents. */
export async function fingerprint(database: OpenDatabase): Promise<Record<string, string>> {
  const tables = await database.connection.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> '_prisma_migrations' ORDER BY 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await database.connection.query<{ rows: number; hash: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${name}" t`,
    );
    result[name] = `${row?.rows} ${row?.hash}`;
  }
  return result;
}
