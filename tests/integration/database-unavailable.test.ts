// A database that cannot serve a request is the server's trouble but not a bug: the client gets 503 problem+json
// with Retry-After and a sentence to act on, never a 500 or the driver's words. The errors here are the real ones
// Prisma raises (the chaos suite, `npm run test:chaos`, restarts PostgreSQL under load for the rest).
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db/infra/client";
import { errorToResponse } from "@/lib/server/api/map-error";
import { PrismaClient } from "@/lib/server/db/generated/client";
import { createTestUser } from "../factories";
import { answerToFailure, readProblem } from "./http";

// Nothing listens on port 1 of this machine: connecting is refused at once.
const unreachable = new PrismaClient({
  adapter: new PrismaPg({ connectionString: "postgresql://postgres@127.0.0.1:1/sweeps" }),
});
afterAll(() => unreachable.$disconnect());
async function expectUnavailable(response: Response, detail: RegExp) {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("5");
  const problem = await readProblem(response);
  expect(problem).toMatchObject({ status: 503, code: "unavailable" });
  expect(problem.detail).toMatch(detail);
  expect(JSON.stringify(problem)).not.toMatch(/prisma|postgres|127\.0\.0\.1|ECONNREFUSED|P1001|P2010/i);
}

describe("a database that cannot be reached", () => {
  it("answers 503 for a model query, a raw query and a transaction alike", async () => {
    await expectUnavailable(await answerToFailure(unreachable.user.findFirst()), /cannot be reached/);
    await expectUnavailable(await answerToFailure(unreachable.$queryRaw`SELECT 1`), /cannot be reached/);
    await expectUnavailable(
      await answerToFailure(unreachable.$transaction(async (tx) => tx.user.count())),
      /cannot be reached/,
    );
  });

  it("answers 503 for node-postgres' own connection errors, which carry no code", async () => {
    await expectUnavailable(errorToResponse(new Error("Connection terminated unexpectedly")), /cannot be reached/);
    await expectUnavailable(
      errorToResponse(
        Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      ),
      /cannot be reached/,
    );
  });
});

describe("a database that refuses writes", () => {
  it("answers 503 saying nothing was saved, and nothing is", async () => {
    const user = await createTestUser(db);
    const write = db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET TRANSACTION READ ONLY");
      await tx.user.update({ where: { id: user.id }, data: { firstName: "Changed" } });
    });
    await expectUnavailable(await answerToFailure(write), /nothing was saved/);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).not.toBe("Changed");
    await expectUnavailable(
      errorToResponse(Object.assign(new Error("could not extend file: No space left on device"), { code: "53100" })),
      /nothing was saved/,
    );
  });
});

describe("other errors", () => {
  it("stay a 500 that names nothing internal", async () => {
    const response = errorToResponse(new Error("SELECT secret FROM somewhere"));
    expect(response.status).toBe(500);
    expect(JSON.stringify(await readProblem(response))).not.toMatch(/secret/);
  });
});
