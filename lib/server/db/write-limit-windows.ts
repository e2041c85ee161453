import "server-only";
import { z } from "zod";
import { Prisma } from "./generated/client";
import { queryRows } from "./query-rows";
import type { Db } from "./infra/client";

/** One window of a limit: at most `max` writes counted under `key` in `seconds` from the first of them. */
export type WindowSpec = { key: string; max: number; seconds: number };

/** A window as it stands after counting: `count` is max + 1 once it is full. */
export type WindowCount = { count: number; resetAt: Date };

const countedRow = z.object({ window: z.number(), count: z.number(), resetAt: z.date() });

// Times go in as epoch milliseconds and are read as UTC, as Prisma stores them, whatever the session's time zone.
const utc = (ms: number) => Prisma.sql`(to_timestamp(${ms}::float8 / 1000) AT TIME ZONE 'UTC')`;

/**
 * Counts one write in each window, shortest first, in one statement: each window's row is upserted atomically (a
 * window whose time has passed starts again at 1 in the same row, so rows never pile up), and a window is counted
 * only while every window before it has room, so a refusal does not use up the longer windows. A full window stays
 * at max + 1 however often it is asked. Answers the windows counted, in order: fewer than given when one was full.
 */
export async function countWrite(db: Db, windows: readonly WindowSpec[], now: Date): Promise<WindowCount[]> {
  const at = now.getTime();
  const steps = windows.map((window, i) => {
    const row = Prisma.sql`${window.key}::text, 1, ${utc(at + window.seconds * 1000)}`;
    const previous = windows[i - 1];
    const source = previous
      ? Prisma.sql`SELECT ${row} FROM ${Prisma.raw(`"w${i - 1}"`)} WHERE "count" <= ${previous.max}`
      : Prisma.sql`VALUES (${row})`;
    return Prisma.sql`${Prisma.raw(`"w${i}"`)} AS (
      INSERT INTO "WriteLimitWindow" AS c ("key", "count", "resetAt") ${source}
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN c."resetAt" > ${utc(at)} THEN LEAST(c."count" + 1, ${window.max + 1}) ELSE 1 END,
        "resetAt" = CASE WHEN c."resetAt" > ${utc(at)} THEN c."resetAt" ELSE EXCLUDED."resetAt" END
      RETURNING "count", "resetAt")`;
  });
  const results = windows.map(
    (_, i) => Prisma.sql`SELECT ${i}::int AS "window", "count", "resetAt" FROM ${Prisma.raw(`"w${i}"`)}`,
  );
  const rows = await queryRows(
    db,
    countedRow,
    Prisma.sql`
    WITH ${Prisma.join(steps, ", ")} SELECT * FROM (${Prisma.join(results, " UNION ALL ")}) counted ORDER BY "window"`,
  );
  return rows.map(({ count, resetAt }) => ({ count, resetAt }));
}
