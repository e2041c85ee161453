import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import type PgBoss from "pg-boss";
import type { Db } from "../db/infra/client";

/**
 * pg-boss over the embedded database: the queue shares the app's one PGlite instance, which has no socket for a
 * pool to connect to. pg-boss sends its schema changes as scripts of several statements (no parameters), which
 * PGlite runs only through `exec`.
 */
export function pgliteJobDatabase(pglite: PGlite): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/**
 * pg-boss inside one of our Prisma transactions, so a job commits or rolls back with the change that causes it.
 * Only inserts go through it; pg-boss reads no row of their answer but their number.
 */
export function transactionJobDatabase(tx: Db): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const inserted = await tx.$executeRawUnsafe(text, ...values);
      return { rows: Array.from({ length: inserted }, () => ({})) };
    },
  };
}
