// Property-based fuzzing of every served operation: path parameters, query strings, declared headers and bodies
// generated from the endpoint's own schemas and deliberately outside them (fuzz-arbitraries.ts), sent by the
// sweep's owner, the card's player and marker, or nobody. Whatever arrives: never a 5xx; every refusal is
// problem+json with a `detail` (a 400 names the fields), leaks nothing internal, and stores nothing; every
// success is the declared response. Deterministic (one seed) and bounded (a fixed number of requests each).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EndpointContract } from "@/lib/contracts/endpoint";
import { createApiToken } from "@/lib/server/db/api-tokens";
import { createCalendarFeed } from "@/lib/server/db/calendar-feeds";
import { db } from "@/lib/server/db/infra/client";
import { insertMissingScoreRows } from "@/lib/server/db/scorecards-state";
import { type BoundOperation, listBoundOperations } from "@/scripts/api-routes";
import {
  addTestHandicap,
  createScoredEvent,
  createSweepFixture,
  createTestPayment,
  signedIn,
  type SweepFixture,
} from "../factories";
import { body, headerValue, type IdPool, jsonSchemaOf, pathParam, queryString } from "./fuzz-arbitraries";
import { installWriteJournal } from "./fuzz-journal";
import { type Caller, callRoute } from "./http";

const SEED = 13_2026;
const CALLERS = ["owner", "owner", "owner", "player", "marker", "anonymous"] as const;
type CallerName = (typeof CALLERS)[number];

type FuzzRequest = {
  caller: CallerName;
  params: Record<string, string>;
  query: string;
  headers: Record<string, string>;
  body?: unknown;
};

// Signing-in and write limits count refused attempts on purpose (lib/server/auth/rate-limit.ts, write-limits.ts):
// their rows are the one thing a refusal may store.
const COUNTED_REFUSALS = /^(SignInAttempt|WriteLimitWindow) /;
// What must never reach a client: the driver's, the database's or the source's words.
const INTERNALS = /prisma|\$queryRaw|node_modules|\.tsx?:\d+|SQLSTATE|syntax error|violates|relation "|stack/i;

const journal = await installWriteJournal(db);
const operations = await listBoundOperations();

/** Real ids of the fixture by the name of the parameter or field that takes them. */
async function idPool(f: SweepFixture): Promise<IdPool> {
  await insertMissingScoreRows(db, f.cards.member);
  const scores = (
    await db.score.findMany({
      where: { scorecardId: f.cards.member },
      orderBy: { holeNumber: "asc" },
      select: { id: true },
    })
  ).map((s) => s.id);
  const scored = await createScoredEvent(db, f.sweep.id, [f.member.user, f.marker.user], "2026-05-03");
  const handicap = await addTestHandicap(db, f.sweep.id, f.member.user.playerId, 12.4);
  const token = await createApiToken(db, f.owner.id, "Fuzz");
  const calendarFeed = await createCalendarFeed(db, f.member.user.id);
  const payment = await createTestPayment(db, f.sweep.id, f.member.user.playerId);
  const elsewhere = await db.sweep.findFirstOrThrow({
    where: { ownerId: f.adminElsewhere.playerId },
    select: { id: true },
  });
  const pool = {
    sweepId: [f.sweep.id, elsewhere.id],
    eventId: [f.event.id, scored.id],
    courseId: [f.event.courseId],
    cardId: [f.cards.member, f.cards.marker, scored.cards.member],
    // The first holes only, so that a generated hole number names the score's own hole now and then.
    scoreId: scores.slice(0, 3),
    playerId: [
      f.member.user.playerId,
      f.marker.user.playerId,
      f.pending.user.playerId,
      f.outsider.playerId,
      f.owner.playerId,
    ],
    memberId: [f.member.memberId, f.admin.memberId, f.ownerMemberId],
    handicapId: [handicap.id],
    tokenId: [token.id],
    // A live calendar feed's secret; the invite and claim links that share the parameter's name find no such link.
    token: [calendarFeed.token],
    ledgerEntryId: [payment],
    client: ["Sweeps", "sweeps"],
  };
  const id = [f.event.id, scored.id, f.cards.member, scored.cards.member, ...scores.slice(0, 3), handicap.id];
  return {
    ...pool,
    id,
    any: [
      ...new Set(
        Object.values(pool)
          .flat()
          .filter((value) => value.includes("-")),
      ),
    ],
  };
}

const objectKeys = (schema: EndpointContract["params"]) =>
  Object.keys(schema ? (jsonSchemaOf(schema).properties ?? {}) : {});

function requestArbitrary(contract: EndpointContract, ids: IdPool): fc.Arbitrary<FuzzRequest> {
  const paramNames = objectKeys(contract.params);
  const headerSchema = contract.headers ? jsonSchemaOf(contract.headers) : { properties: {} };
  const headerNames = Object.keys(headerSchema.properties ?? {});
  if (contract.etag) headerNames.push("if-none-match");
  return fc.record({
    caller: fc.constantFrom(...CALLERS),
    params: fc.record(Object.fromEntries(paramNames.map((name) => [name, pathParam(name, ids)]))),
    query: queryString(contract.query ? jsonSchemaOf(contract.query) : {}, ids),
    headers: fc.record(
      Object.fromEntries(headerNames.map((name) => [name, headerValue(name, headerSchema.properties?.[name] ?? {})])),
      {
        requiredKeys: [],
      },
    ) as fc.Arbitrary<Record<string, string>>,
    ...(contract.body ? { body: body(jsonSchemaOf(contract.body), ids) } : {}),
  });
}

/** Enough requests to cover each declared input; operations with a body get the most. */
const runsFor = (contract: EndpointContract) =>
  contract.body ? 60 : contract.params || contract.query || contract.headers ? 25 : 10;

function callerOf(f: SweepFixture, name: CallerName): Caller {
  if (name === "anonymous") return { kind: "anonymous" };
  return signedIn({ owner: f.owner, player: f.member.user, marker: f.marker.user }[name]);
}

/** The request, short enough to read in a failure message. */
function describeRequest(operation: BoundOperation, request: FuzzRequest): string {
  const shorten = (_: string, value: unknown) =>
    typeof value === "string" && value.length > 80 ? `${value.slice(0, 80)}…(${value.length} chars)` : value;
  return `${operation.method} ${operation.path} ${JSON.stringify(request, shorten)}`;
}

async function expectAnswerKeepsItsPromises(
  operation: BoundOperation,
  request: FuzzRequest,
  response: Response,
  writes: () => Promise<string[]>,
) {
  const context = describeRequest(operation, request);
  const contract = operation.contract!;
  expect(response.status, context).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.headers.get("content-type"), context).toBe("application/problem+json");
    const text = await response.text();
    expect(text, context).not.toMatch(INTERNALS);
    const problem = JSON.parse(text) as {
      status?: unknown;
      detail?: unknown;
      errors?: Array<{ field?: unknown; message?: unknown }>;
    };
    expect(problem.status, context).toBe(response.status);
    expect(typeof problem.detail === "string" && problem.detail.length > 0, `${context}: no detail`).toBe(true);
    if (response.status === 400) {
      expect(problem.errors?.length, `${context}: a 400 names no field`).toBeGreaterThan(0);
      for (const error of problem.errors ?? []) {
        expect(
          typeof error.field === "string" && typeof error.message === "string" && error.message.length > 0,
          context,
        ).toBe(true);
      }
    }
    expect(
      (await writes()).filter((write) => !COUNTED_REFUSALS.test(write)),
      `${context}: stored something it refused`,
    ).toEqual([]);
    return;
  }
  expect(response.status, context).toBe(response.status === 304 ? 304 : contract.response.status);
  if (contract.response.schema && response.status !== 304) {
    const parsed = contract.response.schema.safeParse(await response.json());
    expect(parsed.error?.issues ?? [], `${context}: the answer is not the declared response`).toEqual([]);
  }
}

describe.each(operations.map((operation) => ({ ...operation, name: `${operation.method} ${operation.path}` })))(
  "$name",
  (operation) => {
    it("answers any request without a 5xx, refuses with problem+json and stores nothing it refused", async () => {
      expect(
        operation.contract,
        `${operation.file} exports ${operation.method} without withRoute(contract, …)`,
      ).toBeDefined();
      const contract = operation.contract!;
      const f = await createSweepFixture(db);
      const ids = await idPool(f);
      const property = fc.asyncProperty(requestArbitrary(contract, ids), async (request) => {
        const mark = await journal.mark();
        // An event stream stays open: it is ended, as a closed tab ends it, once its status is known.
        const stream = new AbortController();
        const response = await callRoute(operation.handler, {
          method: operation.method,
          path: `${operation.path}${request.query ? `?${request.query}` : ""}`,
          params: request.params,
          headers: request.headers,
          // callRoute sends a string as it is: a JSON string must be encoded to arrive as one.
          body: typeof request.body === "string" ? JSON.stringify(request.body) : request.body,
          as: callerOf(f, request.caller),
          signal: stream.signal,
        });
        if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
          stream.abort();
          await response.body?.cancel();
        }
        await expectAnswerKeepsItsPromises(operation, request, response, () => journal.since(mark));
      });
      await fc.assert(property, { seed: SEED, numRuns: runsFor(contract), endOnFailure: true });
    });
  },
);
