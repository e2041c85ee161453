// The aggregates a golf day asks for again and again (live leaderboard, virtual match play, order of merit,
// top-five leaderboard, an event's results) are kept by each process and rebuilt when the fingerprint of their rows changes: these
// tests change each thing an answer shows, some through the API and some straight in the database (as another
// process or an admin would), and expect the next answer to show it.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as reopenRoute } from "@/app/api/events/reopen/[eventId]/route";
import { GET as liveLeaderboardRoute } from "@/app/api/events/[eventId]/leaderboard/route";
import { GET as topFiveRoute } from "@/app/api/sweeps/[sweepId]/leaderboard/route";
import { GET as oomRoute } from "@/app/api/sweeps/[sweepId]/order-of-merit/route";
import { GET as matchesRoute } from "@/app/api/events/[eventId]/matches/route";
import { GET as resultsRoute } from "@/app/api/events/results/[eventId]/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import {
  eventLeaderboardDtoSchema,
  eventResultsDtoSchema,
  leaderboardEntryDtoSchema,
  orderOfMeritDtoSchema,
  virtualMatchPlayDtoSchema,
} from "@/lib/validation/results";
import { createTestSweep, signedIn, type TestSweep } from "../factories";
import { TESTBROOK } from "../unit/golf/fixtures";
import { callRoute } from "./http";
import { addNamedMember, closeAs, createTestbrook, getAs, playField } from "./results-helpers";
import { putScore } from "./scorecards-helpers";

const PARS = TESTBROOK.map((hole) => hole.par);

describe("kept aggregates follow every change of what they show", () => {
  let sweep: TestSweep;
  let courseId: string;
  let ann: UserIdentity;
  let ben: UserIdentity;
  let closed: { eventId: string; cardOf: Map<string, string> };
  let live: { eventId: string; cardOf: Map<string, string> };

  beforeAll(async () => {
    sweep = await createTestSweep(db, { name: "Fresh Club" });
    courseId = (await createTestbrook(sweep.id)).id;
    ann = await addNamedMember(sweep.id, "Ann", "Fresh");
    ben = await addNamedMember(sweep.id, "Ben", "Fresh");
    closed = await playField(
      sweep.id,
      courseId,
      [
        { user: ann, eventHandicap: 0, gross: PARS },
        { user: ben, eventHandicap: 0, gross: PARS.map((par) => par + 1) },
      ],
      { date: "2026-05-01" },
    );
    await closeAs(sweep.owner, closed.eventId);
    live = await playField(
      sweep.id,
      courseId,
      [
        { user: ann, eventHandicap: 0, gross: PARS.map((par, hole) => (hole < 9 ? par : null)) },
        { user: ben, eventHandicap: 0, gross: PARS.map((par, hole) => (hole < 9 ? par + 1 : null)) },
      ],
      { date: "2026-06-01" },
    );
  });

  const liveLeaderboard = () => getAs(liveLeaderboardRoute, { eventId: live.eventId }, ann, eventLeaderboardDtoSchema);
  const matches = () => getAs(matchesRoute, { eventId: live.eventId }, ann, virtualMatchPlayDtoSchema);
  const orderOfMerit = () => getAs(oomRoute, { sweepId: sweep.id }, ann, orderOfMeritDtoSchema);
  const topFive = () =>
    getAs(topFiveRoute, { sweepId: sweep.id }, ann, {
      parse: (v: unknown) => leaderboardEntryDtoSchema.array().parse(v),
    });
  const resultsOf = (eventId: string) => getAs(resultsRoute, { eventId }, ann, eventResultsDtoSchema);
  const pointsOf = async (user: UserIdentity) =>
    (await liveLeaderboard()).rows.find((row) => row.player.id === user.playerId)!.totalPoints;

  it("live leaderboard and matches: a score saved through the API", async () => {
    expect(await pointsOf(ben)).toBe(9);
    const matchesBefore = await matches();
    const saved = await putScore(live.cardOf.get(ben.playerId)!, ben, { hole: 10, gross: PARS[9]! - 1 });
    expect(saved.status).toBe(200);
    const row = (await liveLeaderboard()).rows.find((r) => r.player.id === ben.playerId)!;
    expect([row.thru, row.totalPoints]).toEqual([10, 12]);
    expect(await matches()).not.toEqual(matchesBefore);
  });

  it("live leaderboard: a handicap set by the draw (no card version) and a renamed player", async () => {
    const cardId = live.cardOf.get(ann.playerId)!;
    await db.$executeRaw`UPDATE "Scorecard" SET "eventHandicap" = 18 WHERE "id" = ${cardId}::uuid`;
    expect(await pointsOf(ann)).toBe(27);
    await db.player.update({ where: { id: ann.playerId }, data: { fullName: "Ann Renamed" } });
    expect((await liveLeaderboard()).rows.map((row) => row.player.fullName)).toContain("Ann Renamed");
    await db.player.update({ where: { id: ann.playerId }, data: { fullName: "Ann Fresh" } });
  });

  it("order of merit and top five: a rename, a member leaving, and an event closed then reopened", async () => {
    expect((await orderOfMerit()).events).toHaveLength(1);
    expect((await topFive()).map((entry) => entry.player.fullName)).toEqual(["Ann Fresh", "Ben Fresh"]);

    await db.player.update({ where: { id: ben.playerId }, data: { fullName: "Ben Renamed" } });
    expect((await orderOfMerit()).entries.map((entry) => entry.player.fullName)).toContain("Ben Renamed");
    expect((await topFive()).map((entry) => entry.player.fullName)).toContain("Ben Renamed");

    await db.sweepMember.updateMany({
      where: { sweepId: sweep.id, playerId: ben.playerId },
      data: { approved: false },
    });
    expect((await topFive()).map((entry) => entry.player.fullName)).toEqual(["Ann Fresh"]);
    await db.sweepMember.updateMany({ where: { sweepId: sweep.id, playerId: ben.playerId }, data: { approved: true } });

    // The back nine comes in first, so both cards are finished rather than non-returns (docs/golf-rules.md#non-returns).
    await db.score.updateMany({
      where: { scorecardId: { in: [...live.cardOf.values()] }, gross: null },
      data: { gross: 5 },
    });
    await closeAs(sweep.owner, live.eventId);
    expect((await orderOfMerit()).events).toHaveLength(2);
    expect((await topFive())[0]!.topScoreCards).toHaveLength(2);

    const reopened = await callRoute(reopenRoute, {
      method: "POST",
      path: `/api/events/reopen/${live.eventId}`,
      params: { eventId: live.eventId },
      as: signedIn(sweep.owner),
    });
    expect(reopened.status).toBe(200);
    expect((await orderOfMerit()).events).toHaveLength(1);
    expect((await topFive())[0]!.topScoreCards).toHaveLength(1);
  });

  it("event results: a score, new OOM rules, a handicap written and rewritten, a card's handicap index, a rename", async () => {
    type Results = Awaited<ReturnType<typeof resultsOf>>;
    const annCard = (results: Results) => results.cards.find((card) => card.player.id === ann.playerId)!;
    const grossOnEleven = (results: Results) => annCard(results).scores[10]!.gross;
    const annBefore = async () =>
      (await resultsOf(closed.eventId)).handicaps.find((row) => row.player.id === ann.playerId)!.before;

    expect(grossOnEleven(await resultsOf(live.eventId))).not.toBe(PARS[10]! - 1);
    const saved = await putScore(live.cardOf.get(ann.playerId)!, ann, { hole: 11, gross: PARS[10]! - 1 });
    expect(saved.status).toBe(200);
    expect(grossOnEleven(await resultsOf(live.eventId))).toBe(PARS[10]! - 1);

    await db.sweep.update({ where: { id: sweep.id }, data: { oomRules: { scheme: "fixed", table: [100, 50] } } });
    expect((await resultsOf(live.eventId)).oomPoints.map((row) => row.points).sort()).toEqual([100, 50].sort());

    expect(await annBefore()).toBeNull();
    await db.$executeRaw`
      INSERT INTO "HandicapEntry" ("id", "playerId", "sweepId", "exactTenths", "playingHandicap", "created")
      SELECT gen_random_uuid(), ${ann.playerId}::uuid, e."sweepId", 124, 12, e."closedAt" - interval '1 day'
        FROM "Event" e WHERE e."id" = ${closed.eventId}::uuid`;
    expect(await annBefore()).toEqual({ exact: 12.4, playingHandicap: 12 });
    await db.$executeRaw`UPDATE "HandicapEntry" SET "exactTenths" = 131 WHERE "playerId" = ${ann.playerId}::uuid`;
    expect((await annBefore())!.exact).toBe(13.1);

    await db.$executeRaw`
      UPDATE "Scorecard" SET "handicapIndexTenths" = 123 WHERE "id" = ${closed.cardOf.get(ann.playerId)!}::uuid`;
    expect(annCard(await resultsOf(closed.eventId))).toMatchObject({ handicapIndex: 12.3 });

    await db.player.update({ where: { id: ann.playerId }, data: { fullName: "Ann Results" } });
    expect(annCard(await resultsOf(closed.eventId))).toMatchObject({ player: { fullName: "Ann Results" } });
    await db.player.update({ where: { id: ann.playerId }, data: { fullName: "Ann Fresh" } });
  });
});
