// Rows read with raw SQL are parsed by their schema on PostgreSQL and on PGlite alike, so a column alias, a type
// or a nullability that the query and the code disagree on is an error where it happens, answered as the server's.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorToResponse } from "@/lib/server/api/map-error";
import { Prisma } from "@/lib/server/db/generated/client";
import { db } from "@/lib/server/db/infra/client";
import { queryRows, RowShapeError } from "@/lib/server/db/query-rows";

describe("queryRows", () => {
  it("answers rows typed by the schema: dates as Date, counts cast to int as numbers, NULL as null", async () => {
    const rows = await queryRows(
      db,
      z.object({ day: z.date(), at: z.date(), count: z.number(), nothing: z.string().nullable() }),
      Prisma.sql`SELECT DATE '2026-05-02' AS "day", TIMESTAMP '2026-05-02 09:30:00' AS "at", count(*)::int AS "count", NULL::text AS "nothing"
                   FROM generate_series(1, 3)`,
    );
    expect(rows).toEqual([
      { day: new Date("2026-05-02T00:00:00Z"), at: new Date("2026-05-02T09:30:00Z"), count: 3, nothing: null },
    ]);
  });

  it("refuses a row whose column the schema names under another alias", async () => {
    const renamed = queryRows(db, z.object({ sweepId: z.string() }), Prisma.sql`SELECT 'a' AS "sweep_id"`);
    await expect(renamed).rejects.toThrow(RowShapeError);
    await expect(renamed).rejects.toThrow(/sweepId/);
  });

  it("refuses a count left as PostgreSQL's bigint where the schema expects a number", async () => {
    await expect(
      queryRows(db, z.object({ count: z.number() }), Prisma.sql`SELECT count(*) AS "count"`),
    ).rejects.toThrow(RowShapeError);
  });

  it("makes a refused row the server's fault (500), not the client's (400)", async () => {
    const refused = await queryRows(db, z.object({ found: z.boolean() }), Prisma.sql`SELECT 1 AS "found"`).catch(
      (error: unknown) => error,
    );
    expect(errorToResponse(refused).status).toBe(500);
  });
});
