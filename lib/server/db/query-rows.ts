import "server-only";
import { z } from "zod";
import type { Prisma } from "./generated/client";
import type { Db } from "./infra/client";

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
  db: Db,
  row: Row,
  query: Prisma.Sql,
): Promise<Array<z.output<Row>>> {
  const parsed = z.array(row).safeParse(await db.$queryRaw(query));
  if (!parsed.success)
    throw new RowShapeError(`Raw SQL rows do not match their schema: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
