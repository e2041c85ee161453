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

type QueryCallback = (error: Error | null, result: pg.QueryResult) => void;
type ProtocolConnection = {
  parsedStatements: Record<string, string>;
  parse(message: { text: string; name: string; types: number[] }): void;
  bind(message: { portal: string; statement: string; values: unknown[] }): void;
  execute(message: { portal: string }): void;
};
// The driver's own query, which writes its messages to the connection in prepare(); not in pg's type declarations.
const DriverQuery = (pg as unknown as { Query: new (config: pg.QueryConfig, values?: unknown, callback?: QueryCallback) => object }).Query;
type DriverQueryMethods = {
  name?: string;
  hasBeenParsed(connection: ProtocolConnection): boolean;
  prepare(connection: ProtocolConnection): void;
  handleCommandComplete(message: unknown, connection: unknown): void;
  handleError(error: unknown, connection: ProtocolConnection): void;
};
const driverQuery = DriverQuery.prototype as DriverQueryMethods;

/** A query that opens the transaction first, in the same write and round trip: BEGIN's own answer is skipped. */
class QueryAfterBegin extends DriverQuery {
  #beginAnswered = false;
  #parsedBefore = true;

  prepare(connection: ProtocolConnection): void {
    this.#parsedBefore = driverQuery.hasBeenParsed.call(this, connection);
    connection.parse({ text: "BEGIN", name: "", types: [] });
    connection.bind({ portal: "", statement: "", values: [] });
    connection.execute({ portal: "" });
    driverQuery.prepare.call(this, connection);
  }

  handleCommandComplete(message: unknown, connection: unknown): void {
    if (!this.#beginAnswered) {
      this.#beginAnswered = true;
      return;
    }
    driverQuery.handleCommandComplete.call(this, message, connection);
  }

  // The driver counts a statement parsed at the first ParseComplete of the round trip, which here is BEGIN's: when
  // the statement itself then failed, it must be parsed again next time.
  handleError(error: unknown, connection: ProtocolConnection): void {
    const { name } = this as unknown as DriverQueryMethods;
    if (!this.#parsedBefore && name) delete connection.parsedStatements[name];
    driverQuery.handleError.call(this, error, connection);
  }
}

const emptyResult = (command: string): pg.QueryResult => ({ command, rowCount: null, oid: 0, rows: [], fields: [] });

/**
 * A pooled connection that sends a transaction's BEGIN together with its first statement: a round trip fewer per
 * transaction (every score save is one), each of which costs the server and this process a wake-up and a syscall.
 * A transaction that ends before any statement (COMMIT or ROLLBACK right after BEGIN) sends nothing at all.
 */
class PipelinedBeginClient extends pg.Client {
  beginDeferred = false;

  // @ts-expect-error pg declares query() as overloads; this one forwards every form and defers only BEGIN.
  override query(config: unknown, values?: unknown, callback?: unknown) {
    const text = typeof config === "object" && config !== null && !("submit" in config) ? (config as pg.QueryConfig).text : undefined;
    if (text === undefined || values !== undefined || callback !== undefined) return super.query(config as never, values as never, callback as never);
    if (text === "BEGIN" && !this.beginDeferred) {
      this.beginDeferred = true;
      return Promise.resolve(emptyResult("BEGIN"));
    }
    if (!this.beginDeferred) return super.query(config as pg.QueryConfig);
    this.beginDeferred = false;
    if (text === "COMMIT" || text === "ROLLBACK") return Promise.resolve(emptyResult(text));
    return new Promise<pg.QueryResult>((resolve, reject) => {
      const query = new QueryAfterBegin({ ...(config as pg.QueryConfig) }, undefined, (error, result) => (error ? reject(error) : resolve(result)));
      super.query(query as never);
    });
  }
}

/** The driver adapter for a PostgreSQL server (the app's and the test databases'). */
export function postgresAdapter(connectionString: string): PrismaPg {
  const pool = new pg.Pool({ connectionString, Client: PipelinedBeginClient as unknown as typeof pg.Client });
  // A connection ended by the server (a restart, a failover) can report it in the instant after the pool hands it
  // out and before the adapter listens on it: with no listener of its own, that error was an uncaught exception.
  // The pool still discards the broken connection, and the query on it fails (answered 503).
  pool.on("connect", (client) => client.on("error", () => {}));
  // A connection goes back to the pool outside any transaction, so a BEGIN still waiting for its statement is void.
  pool.on("release", (_error, client) => ((client as unknown as PipelinedBeginClient).beginDeferred = false));
  return new PrismaPg(pool, { statementNameGenerator: statementName, disposeExternalPool: true });
}
