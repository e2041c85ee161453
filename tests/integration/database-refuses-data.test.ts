// A value that reaches the database and is refused there as data (SQLSTATE class 22: a date PostgreSQL cannot
// hold, a number beyond its column, a NUL byte in text) is the client's mistake: 400 problem+json with a sentence
// to act on, never a 500 or the driver's words. The errors are the real ones Prisma raises through this run's
// driver adapter (PGlite, or node-postgres when DATABASE_URL is set).
import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db/infra/client";
import { createSweepFixture } from "../factories";
import { answerToFailure, readProblem } from "./http";

async function expectRefusedValue(response: Response) {
  expect(response.status).toBe(400);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
  const problem = await readProblem(response);
  expect(problem).toMatchObject({ status: 400, code: "invalid" });
  expect(problem.detail).toMatch(/cannot be stored/);
  expect(JSON.stringify(problem)).not.toMatch(/prisma|postgres|22008|22003|22021|22P02|out of range|UTF8/i);
}

describe("a value the database refuses as data", () => {
  it("answers 400 for a date in year 0, a number beyond an integer column and a NUL byte in text", async () => {
    const f = await createSweepFixture(db);
    await expectRefusedValue(
      await answerToFailure(
        db.event.update({ where: { id: f.event.id }, data: { date: new Date("0000-01-01T00:00:00Z") } }),
      ),
    );
    await expectRefusedValue(
      await answerToFailure(db.scorecard.update({ where: { id: f.cards.member }, data: { version: 2 ** 31 } })),
    );
    await expectRefusedValue(
      await answerToFailure(db.sweep.update({ where: { id: f.sweep.id }, data: { name: "Sunday\u0000Swingers" } })),
    );
  });

  it("answers 400 inside a transaction and for a raw query's malformed input", async () => {
    const f = await createSweepFixture(db);
    const transaction = db.$transaction(async (tx) =>
      tx.sweep.update({ where: { id: f.sweep.id }, data: { name: "x\u0000" } }),
    );
    await expectRefusedValue(await answerToFailure(transaction));
    await expectRefusedValue(await answerToFailure(db.$queryRaw`SELECT ${"twelve"}::int`));
    expect((await db.sweep.findUniqueOrThrow({ where: { id: f.sweep.id } })).name).toBe(f.sweep.name);
  });
});
