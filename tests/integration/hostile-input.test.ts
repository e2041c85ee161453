// Every endpoint, fed the bodies a prober sends (control characters, invisible-only text, oversized strings,
// wrong types), never answers a 5xx, and every refusal is problem+json: a client's mistake is never the
// server's error. (Fields an endpoint does not take are ignored, so some bodies are simply accepted.) A body that
// is not JSON at all is named as such: 400 when it is broken JSON, 415 when it is another format.
import { describe, expect, it } from "vitest";
import { POST as createSweep } from "@/app/api/sweeps/createSweep/route";
import { db } from "@/lib/server/db/infra/client";
import { insertMissingScoreRows } from "@/lib/server/db/scorecards-state";
import { listBoundOperations } from "@/scripts/api-routes";
import { addTestHandicap, createSweepFixture, createTestPayment, signedIn, type SweepFixture } from "../factories";
import { callRoute, readProblem } from "./http";

const NUL = "probe\u0000nul";
const TEXT_FIELDS = [
  "name",
  "firstName",
  "lastName",
  "email",
  "password",
  "currentPassword",
  "newPassword",
  "handicap",
  "date",
];
const ID_FIELDS = ["id", "sweepId", "playerId", "eventId", "courseId"];

const withEvery = (fields: string[], value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));

const HOSTILE_BODIES: Record<string, unknown> = {
  "control characters": { ...withEvery(TEXT_FIELDS, NUL), ...withEvery(ID_FIELDS, NUL) },
  "invisible-only text": withEvery(TEXT_FIELDS, "\u200b\u202e\u2066 \u200d"),
  "a megabyte of text": withEvery([...TEXT_FIELDS, ...ID_FIELDS], "x".repeat(1_000_000)),
  "wrong types": {
    ...withEvery(TEXT_FIELDS, [{}]),
    ...withEvery(ID_FIELDS, 12),
    holes: "all",
    tees: { a: 1 },
    redraw: "yes",
  },
  nulls: withEvery([...TEXT_FIELDS, ...ID_FIELDS, "holes", "tees", "winterHandicaps", "doublePoints"], null),
  "not an object": [1, 2, 3],
};

async function firstScoreOf(cardId: string): Promise<string> {
  await insertMissingScoreRows(db, cardId);
  return (await db.score.findFirstOrThrow({ where: { scorecardId: cardId, holeNumber: 1 }, select: { id: true } })).id;
}

async function pathParams(f: SweepFixture): Promise<Record<string, string>> {
  return {
    sweepId: f.sweep.id,
    eventId: f.event.id,
    courseId: f.event.courseId,
    playerId: f.member.user.playerId,
    memberId: f.member.memberId,
    handicapId: (await addTestHandicap(db, f.sweep.id, f.member.user.playerId, 12)).id,
    tokenId: "6f1e3a52-9d0c-4b7e-8a55-0c1d2e3f4a5b",
    cardId: f.cards.member,
    scoreId: await firstScoreOf(f.cards.member),
    ledgerEntryId: await createTestPayment(db, f.sweep.id, f.member.user.playerId),
    prizeId: (await db.eventPrize.create({ data: { eventId: f.event.id, kind: "nearestPin", hole: 3, amount: 500 } }))
      .id,
    client: "Sweeps",
  };
}

describe("hostile bodies", () => {
  it("never get a 5xx from an endpoint that takes a body, and every refusal is problem+json", async () => {
    const f = await createSweepFixture(db);
    const params = await pathParams(f);
    const withBodies = (await listBoundOperations()).filter((operation) => operation.contract?.body);
    expect(withBodies.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const operation of withBodies) {
      for (const [kind, body] of Object.entries(HOSTILE_BODIES)) {
        const response = await callRoute(operation.handler, {
          method: operation.method,
          path: operation.path,
          params,
          body,
          as: signedIn(f.owner),
        });
        const type = response.headers.get("content-type") ?? "";
        if (response.status >= 500 || (response.status >= 400 && !type.startsWith("application/problem+json"))) {
          failures.push(`${operation.method} ${operation.path} with ${kind}: ${response.status} ${type}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("name the field: a NUL in a sweep's name, or a name of invisible characters only", async () => {
    const f = await createSweepFixture(db);
    for (const name of [NUL, "\u200b\u200b", "\u202e\u2066", "tab\there"]) {
      const problem = await readProblem(
        await callRoute(createSweep, { method: "POST", path: "/", body: { name }, as: signedIn(f.owner) }),
      );
      expect(problem.status).toBe(400);
      expect(problem.errors?.map((error) => error.field)).toEqual(["name"]);
    }
  });

  it("strip invisible characters that would disguise a name, and keep the visible ones", async () => {
    const f = await createSweepFixture(db);
    const response = await callRoute(createSweep, {
      method: "POST",
      path: "/",
      body: { name: "  \u202eSunday\u200b Swingers\u2066 " },
      as: signedIn(f.owner),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { name: string }).name).toBe("Sunday Swingers");
  });
});

/**
 * Values a loose schema would let through to the database, which refuses them: years it cannot hold (or should
 * not), integers beyond its columns, digits of another script, NUL bytes. Sent beside ids that exist, so that
 * a value that passed validation would reach a query.
 */
const EDGE_VALUES: Record<string, Record<string, unknown>> = {
  "year 0": { date: "0000-01-01" },
  "year 0 as a date-time": { date: "0000-01-01T00:00:00Z" },
  "year 9999": { date: "9999-12-31" },
  "integers beyond a database column": {
    version: 2 ** 31,
    cardVersion: 2 ** 31,
    gross: 2 ** 31,
    handicap: 2 ** 31,
    slopeRating: 2 ** 31,
    courseRating: 1e308,
  },
  "full-width digits": { date: "２０２６-０６-０７", handicap: "１２.４", version: "３", gross: "５" },
  "NUL bytes in every text": withEvery(TEXT_FIELDS, NUL),
};

describe("values at the edge of what the database holds", () => {
  it("never get a 5xx beside ids that exist, and no event is stored outside 1900 to 2100", async () => {
    const f = await createSweepFixture(db);
    const params = await pathParams(f);
    const ids = {
      sweepId: params.sweepId,
      courseId: params.courseId,
      eventId: params.eventId,
      playerId: params.playerId,
      id: params.scoreId,
    };
    const withBodies = (await listBoundOperations()).filter((operation) => operation.contract?.body);
    const failures: string[] = [];
    for (const operation of withBodies) {
      for (const [kind, values] of Object.entries(EDGE_VALUES)) {
        const response = await callRoute(operation.handler, {
          method: operation.method,
          path: operation.path,
          params,
          body: { ...ids, ...values },
          as: signedIn(f.owner),
        });
        const type = response.headers.get("content-type") ?? "";
        if (response.status >= 500 || (response.status >= 400 && !type.startsWith("application/problem+json"))) {
          failures.push(`${operation.method} ${operation.path} with ${kind}: ${response.status} ${type}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(
      await db.event.count({
        where: { OR: [{ date: { lt: new Date("1900-01-01") } }, { date: { gt: new Date("2100-12-31") } }] },
      }),
    ).toBe(0);
  });
});

const RAW_BODIES: Record<string, { body: string; contentType: string; status: number }> = {
  "truncated JSON": { body: '{"name": "Sunday', contentType: "application/json", status: 400 },
  "JSON with a NUL byte outside strings": { body: '{"name":\u0000"x"}', contentType: "application/json", status: 400 },
  "JSON nested a hundred thousand deep": {
    body: `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
    contentType: "application/json",
    status: 400,
  },
  "a form post": { body: "name=Sunday+Swingers", contentType: "application/x-www-form-urlencoded", status: 415 },
  "plain text": { body: "Sunday Swingers", contentType: "text/plain", status: 415 },
  XML: { body: "<sweep><name>x</name></sweep>", contentType: "application/xml", status: 415 },
};

describe("bodies that are not JSON", () => {
  it("are refused by every endpoint that takes a body with 400 or 415 problem+json, and nothing is stored", async () => {
    const f = await createSweepFixture(db);
    const params = await pathParams(f);
    const withBodies = (await listBoundOperations()).filter((operation) => operation.contract?.body);
    const before = await db.sweep.count();
    const failures: string[] = [];
    for (const operation of withBodies) {
      for (const [kind, raw] of Object.entries(RAW_BODIES)) {
        const response = await callRoute(operation.handler, {
          method: operation.method,
          path: operation.path,
          params,
          body: raw.body,
          headers: { "content-type": raw.contentType },
          as: signedIn(f.owner),
        });
        const problem =
          response.headers.get("content-type") === "application/problem+json"
            ? ((await response.json()) as { detail?: string })
            : null;
        if (response.status !== raw.status || !problem?.detail)
          failures.push(`${operation.method} ${operation.path} with ${kind}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await db.sweep.count()).toBe(before);
  });
});
