import { gunzipSync, gzipSync } from "node:zlib";
import type { SqlConnection } from "./connection";

/**
 * A dump of the app's tables through its own connection, for a PostgreSQL whose client tools are missing or
 * older than the server: one snapshot of every table's rows as JSON, written back into the schema of the same
 * migration. pg-boss's queue is left out: it is recreated on start, and the email rows it would send stay in
 * the app's own tables.
 */
type LogicalDump = {
  tables: { name: string; rows: unknown[] }[];
  sequences: { name: string; value: number | null }[];
};

// Prisma's history is rebuilt by the migrations a restore replays, so it is not dumped.
const TABLES = `
  SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> '_prisma_migrations'`;

const FOREIGN_KEYS = `
  SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
  JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
  JOIN pg_namespace n ON n.oid = child.relnamespace
  WHERE k.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`;

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Parents before children, so each table's rows are inserted after the rows they refer to. */
async function tablesInInsertOrder(connection: SqlConnection): Promise<string[]> {
  const tables = (await connection.query<{ name: string }>(TABLES)).map((row) => row.name).sort();
  const edges = await connection.query<{ child: string; parent: string }>(FOREIGN_KEYS);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && edges.every((edge) => edge.child !== table || placed.has(edge.parent)),
    );
    if (ready.length === 0) throw new Error("The tables' foreign keys form a cycle: a logical dump cannot order them.");
    for (const table of ready) {
      placed.add(table);
      ordered.push(table);
    }
  }
  return ordered;
}

export async function dumpLogical(connection: SqlConnection): Promise<Buffer> {
  await connection.exec("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  try {
    const tables: LogicalDump["tables"] = [];
    for (const name of await tablesInInsertOrder(connection)) {
      const [row] = await connection.query<{ rows: unknown[] }>(
        `SELECT coalesce(json_agg(t), '[]'::json) AS rows FROM ${quoteIdentifier(name)} t`,
      );
      tables.push({ name, rows: row?.rows ?? [] });
    }
    const sequences = await connection.query<{ name: string; value: number | null }>(
      `SELECT sequencename AS name, last_value::float8 AS value FROM pg_sequences WHERE schemaname = 'public'`,
    );
    const dump: LogicalDump = { tables, sequences };
    return gzipSync(JSON.stringify(dump));
  } finally {
    await connection.exec("COMMIT");
  }
}

/** Loads a dump into a schema at the dump's migration with no rows yet, in one transaction. */
export async function restoreLogical(connection: SqlConnection, payload: Buffer): Promise<void> {
  const dump = JSON.parse(gunzipSync(payload).toString("utf8")) as LogicalDump;
  await connection.exec("BEGIN");
  try {
    for (const table of dump.tables) {
      if (table.rows.length === 0) continue;
      const name = quoteIdentifier(table.name);
      await connection.query(`INSERT INTO ${name} SELECT * FROM json_populate_recordset(NULL::${name}, $1::json)`, [
        JSON.stringify(table.rows),
      ]);
    }
    for (const sequence of dump.sequences) {
      if (sequence.value === null) continue;
      await connection.query("SELECT setval($1, $2)", [`public.${quoteIdentifier(sequence.name)}`, sequence.value]);
    }
    await connection.exec("COMMIT");
  } catch (error) {
    await connection.exec("ROLLBACK");
    throw error;
  }
}
