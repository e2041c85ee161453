// Writes are limited per user (lib/server/auth/write-limits.ts), counted in the database so that every app process
// sees the same count: strictly for what every user sees or what opens the API (sweeps, tokens), generously for
// scores, and moderately for every other write. Time is moved on by ending the stored windows, never by waiting.
import { describe, expect, it } from "vitest";
import { POST as createToken } from "@/app/api/account/tokens/route";
import { POST as joinSweep } from "@/app/api/sweeps/join/[sweepId]/route";
import { POST as createSweep } from "@/app/api/sweeps/createSweep/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { scoreSaveDtoSchema } from "@/lib/validation/scorecards";
import { createTestSweep, createTestUser, signedIn } from "../factories";
import { callRoute, readProblem } from "./http";
import { createMarkingPair, putScore, readCard } from "./scorecards-helpers";

const newSweep = (user: UserIdentity, name = "Limited Links") =>
  callRoute(createSweep, { method: "POST", path: "/api/sweeps/createSweep", body: { name }, as: signedIn(user) });
const newToken = (user: UserIdentity) =>
  callRoute(createToken, { method: "POST", path: "/api/account/tokens", body: { name: "Script" }, as: signedIn(user) });
const sweepsOwnedBy = (user: UserIdentity) => db.sweep.count({ where: { ownerId: user.playerId } });

const SPAN_SECONDS = { "10 seconds": 10, minute: 60, hour: 3_600, day: 86_400 };
type Span = keyof typeof SPAN_SECONDS;

/** Moves the end of the user's current windows of one length to `seconds` from now. */
async function endWindowsIn(user: UserIdentity, per: Span, seconds: number) {
  const key = { endsWith: `/${SPAN_SECONDS[per]}s:${user.id}` };
  await db.writeLimitWindow.updateMany({ where: { key }, data: { resetAt: new Date(Date.now() + seconds * 1_000) } });
}
/** Ends the user's current windows of one length, as the passing of that much time would. */
const endWindows = (user: UserIdentity, per: Span) => endWindowsIn(user, per, -1);
/** Keeps the user's current minute open for an hour, so that a burst counts in one minute however slowly it is sent. */
const holdMinuteOpen = (user: UserIdentity) => endWindowsIn(user, "minute", 3_600);

async function expectLimited(response: Response, detail: RegExp, atMostSeconds: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(
    Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= atMostSeconds,
    `Retry-After ${retryAfter}`,
  ).toBe(true);
  const problem = await readProblem(response);
  expect(problem).toMatchObject({ status: 429, code: "rate_limited" });
  expect(problem.detail).toMatch(detail);
}

describe("creating sweeps", () => {
  it("refuses the 6th sweep in an hour with 429, Retry-After and when to try again, and creates nothing", async () => {
    const user = await createTestUser(db);
    for (let i = 1; i <= 5; i++) expect((await newSweep(user, `Society ${i}`)).status).toBe(201);
    await expectLimited(
      await newSweep(user),
      /^You have created 5 sweeps in the last hour; try again in (1 hour|\d+ minutes?)\.$/,
      3_600,
    );
    expect(await sweepsOwnedBy(user)).toBe(5);
  });

  it("counts requests sent at once exactly: of 8 sweeps asked for together, 5 are created", async () => {
    const user = await createTestUser(db);
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => newSweep(user, `Together ${i}`)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(await sweepsOwnedBy(user)).toBe(5);
  });

  it("is limited per user: another user still creates theirs", async () => {
    const busy = await createTestUser(db);
    for (let i = 1; i <= 5; i++) await newSweep(busy, `Busy ${i}`);
    expect((await newSweep(busy)).status).toBe(429);
    const other = await createTestUser(db);
    expect((await newSweep(other)).status).toBe(201);
  });

  it("allows sweeps again once the hour has passed, up to 20 a day; refused attempts do not count", async () => {
    const user = await createTestUser(db);
    for (let hour = 0; hour < 4; hour++) {
      for (let i = 1; i <= 5; i++) expect((await newSweep(user, `Hour ${hour} ${i}`)).status).toBe(201);
      expect((await newSweep(user)).status).toBe(429);
      expect((await newSweep(user)).status).toBe(429);
      await endWindows(user, "hour");
    }
    await expectLimited(
      await newSweep(user),
      /^You have created 20 sweeps in the last day; try again in \d+ hours?\.$/,
      86_400,
    );
    expect(await sweepsOwnedBy(user)).toBe(20);
    await endWindows(user, "day");
    expect((await newSweep(user)).status).toBe(201);
  });
});

describe("creating API tokens", () => {
  it("refuses the 11th token in an hour and stores none; the next hour allows it", async () => {
    const user = await createTestUser(db);
    for (let i = 1; i <= 10; i++) expect((await newToken(user)).status).toBe(201);
    await expectLimited(
      await newToken(user),
      /^You have created 10 API tokens in the last hour; try again in (1 hour|\d+ minutes?)\.$/,
      3_600,
    );
    expect(await db.apiToken.count({ where: { userId: user.id } })).toBe(10);
    await endWindows(user, "hour");
    expect((await newToken(user)).status).toBe(201);
  });
});

describe("saving scores", () => {
  it("never refuses a marker's day, even sent in one rush; refuses a burst beyond 100 saves in 10 seconds or 300 a minute, for its sender only", async () => {
    const pair = await createMarkingPair((await createTestSweep(db)).id);
    // The player and the marker each enter both cards of the pair, hole by hole, then correct a few holes: what a
    // phone's outbox sends in one go when signal returns after a round without it.
    const day: number[] = [];
    for (const cardId of [pair.cardId, pair.markerCardId]) {
      for (const as of [pair.player, pair.marker]) {
        for (let hole = 1; hole <= 18; hole++) day.push((await putScore(cardId, as, { hole, gross: 4 })).status);
        for (const hole of [3, 9, 14]) day.push((await putScore(cardId, as, { hole, gross: 5 })).status);
      }
    }
    expect(day).toHaveLength(84);
    expect(day.filter((status) => status !== 200)).toEqual([]);
    const dayChanges = await db.cardChange.count({ where: { scorecardId: pair.cardId } });

    // A script then saves as fast as it can, as the player, in a minute of its own.
    await endWindows(pair.player, "minute");
    await endWindows(pair.player, "10 seconds");
    const scores = (await readCard(pair.cardId, pair.player)).scores;
    const versions = new Map(scores.map((score) => [score.holeNumber, score.version]));
    const save = async (at: number) => {
      const hole = (at % 18) + 1;
      const scoreId = scores.find((score) => score.holeNumber === hole)!.id;
      const response = await putScore(pair.cardId, pair.player, {
        hole,
        gross: 3 + (at % 5),
        version: versions.get(hole)!,
        scoreId,
      });
      if (response.status === 200) versions.set(hole, scoreSaveDtoSchema.parse(await response.clone().json()).version);
      return response;
    };
    // A burst: the 101st save within 10 seconds is refused, as the probe's 300 saves in 4 s would be.
    const statuses = [(await save(0)).status];
    await holdMinuteOpen(pair.player);
    await endWindowsIn(pair.player, "10 seconds", 3_600);
    for (let at = 1; at < 103; at++) statuses.push((await save(at)).status);
    expect(statuses.slice(0, 100).filter((status) => status !== 200)).toEqual([]);
    expect(statuses.slice(100)).toEqual([429, 429, 429]);
    await endWindowsIn(pair.player, "10 seconds", 8);
    await expectLimited(
      await save(103),
      /^You have saved 100 scores in the last 10 seconds; try again in (8|7) seconds\.$/,
      8,
    );

    // Sustained: bursts that each keep within 10 seconds still stop at 300 in the minute. The minute already
    // holds the first burst's 100; the next 199 are counted as if sent in bursts, and the 300th is sent.
    await endWindows(pair.player, "10 seconds");
    await db.writeLimitWindow.updateMany({
      where: { key: { endsWith: `/60s:${pair.player.id}` } },
      data: { count: 299 },
    });
    let at = 104;
    expect((await save(at++)).status).toBe(200);
    expect(await db.cardChange.count({ where: { scorecardId: pair.cardId } })).toBe(dayChanges + 101);
    await endWindowsIn(pair.player, "minute", 30);
    await expectLimited(
      await save(at),
      /^You have saved 300 scores in the last minute; try again in (30|29) seconds\.$/,
      30,
    );

    expect((await putScore(pair.cardId, pair.marker, { hole: 1, gross: 4 })).status).toBe(200);
    await endWindows(pair.player, "minute");
    expect((await putScore(pair.cardId, pair.player, { hole: 1, gross: 4 })).status).toBe(200);
  });
});

describe("every other write", () => {
  it("counts against the general limit of 120 a minute when its contract names none", async () => {
    const sweep = await createTestSweep(db);
    const user = await createTestUser(db);
    const join = () =>
      callRoute(joinSweep, {
        method: "POST",
        path: `/api/sweeps/join/${sweep.id}`,
        params: { sweepId: sweep.id },
        as: signedIn(user),
      });
    expect((await join()).status).toBe(200);
    await holdMinuteOpen(user);
    for (let i = 1; i < 120; i++) expect((await join()).status).toBe(200);
    await endWindowsIn(user, "minute", 30);
    await expectLimited(
      await join(),
      /^You have made 120 changes in the last minute; try again in (30|29) seconds\.$/,
      30,
    );
  });
});
