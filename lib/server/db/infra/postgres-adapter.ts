import "server-only";
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/client";
import { withDirectTransactions } from "./sql-transaction";

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

/**
 * The Prisma client of a PostgreSQL server (the app's and the test databases'), over its own pool or the one given;
 * the score save's raw transactions (sql-transaction.ts) run on the same pool.
 */
export function postgresClient(connectionString: string, pool = postgresPool(connectionString)): PrismaClient {
  const adapter = new PrismaPg(pool, { statementNameGenerator: statementName, disposeExternalPool: true });
  return withDirectTransactions(new PrismaClient({ adapter }), pool);
}
