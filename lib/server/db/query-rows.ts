import "server-only";
import { z } from "zod";
import type { Prisma } from "./generated/client";
import type { Db } from "./infra/client";
import { DirectSql } from "./infra/sql-transaction";

/** What raw SQL runs on: the Prisma client, one of its transactions, or a connection of sqlTransaction (infra/sql-transaction.ts). */
export type SqlRunner = Db | DirectSql;

/** Raw SQL answered rows its schema refuses: the query and the code disagree, so it is the server's fault (500). */
export class RowShapeError extends Error {
  override name = "RowShapeError";
}

/**
 * The one way to read rows with raw SQL: every row is parsed by `row`, and the rows' type is the schema's, so
 * a renamed column alias, a bigint where a number was meant or a string where a Date was meant fails the first
 * test that runs the query instead of flowing on as a wrong type. Asserting a type on `$queryRaw` is refused by
 * tests/unit/raw-sql-rows.test.ts.
 */
export async function queryRows<Row extends z.ZodType>(
  db: SqlRunner,
  row: Row,
  query: Prisma.Sql,
): Promise<Array<z.output<Row>>> {
  const rows = db instanceof DirectSql ? await db.rows(query) : await db.$queryRaw(query);
  const parsed = z.array(row).safeParse(rows);
  if (!parsed.success)
    throw new RowShapeError(`Raw SQL rows do not match their schema: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Runs a statement whose rows nobody reads (an insert or update without RETURNING). */
export async function executeSql(db: SqlRunner, query: Prisma.Sql): Promise<void> {
  if (db instanceof DirectSql) await db.rows(query);
  else await db.$executeRaw(query);
}
