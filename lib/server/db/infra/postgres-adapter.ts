import "server-only";
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

/**
 * Names each distinct statement after its text, so that every pooled connection prepares it once and reuses the
 * plan: without names the driver parses and plans every query again, which was half of reading a scorecard.
 */
function statementName({ sql, argTypes }: { sql: string; argTypes: unknown }): string {
  return `sweeps_${createHash("sha1").update(sql).update(JSON.stringify(argTypes)).digest("base64url")}`;
}

/** A connection pool for a PostgreSQL server, of at most `max` connections (pg's default: 10). */
export function postgresPool(connectionString: string, max?: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  // A connection ended by the server (a restart, a failover) can report it in the instant after the pool hands it
  // out and before the adapter listens on it: with no listener of its own, that error was an uncaught exception.
  // The pool still discards the broken connection, and the query on it fails (answered 503).
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}

/** The driver adapter for a PostgreSQL server (the app's and the test databases'), over its own pool or the one given. */
export function postgresAdapter(connectionString: string, pool = postgresPool(connectionString)): PrismaPg {
  return new PrismaPg(pool, { statementNameGenerator: statementName, disposeExternalPool: true });
}
