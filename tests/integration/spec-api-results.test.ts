// The specification's leaderboard and match play calls (docs/screens-and-api.md#results-rows) as a client written
// from the specification reads them: lists at the root, parsed with the entities of spec-client.ts, and numbers that
// agree with what our own pages show from the same data functions.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as liveLeaderboardRoute } from "@/app/api/events/[eventId]/leaderboard/route";
import { GET as eventMatchesRoute } from "@/app/api/events/[eventId]/matches/route";
import { GET as eventLeaderboardRoute } from "@/app/api/leaderboard/[eventId]/route";
import { GET as sweepLeaderboardRoute } from "@/app/api/sweeps/[sweepId]/leaderboard/route";
import { GET as matchPlayRoute } from "@/app/api/virtualmatchplay/[eventId]/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { eventLeaderboardDtoSchema, virtualMatchPlayDtoSchema } from "@/lib/validation/results";
import { createTestSweep, signedIn, type TestSweep } from "../factories";
import { CARDS_A } from "../unit/golf/fixtures";
import { callRoute } from "./http";
import { addNamedMember, closeAs, createTestbrook, getAs, playField } from "./results-helpers";
import { putScore } from "./scorecards-helpers";
import { specEventLeaderboardRow, specLeaderboardEntry, specMatchResult } from "./spec-client";

let sweep: TestSweep;
let courseId: string;
let alice: UserIdentity;
let bob: UserIdentity;
let cara: UserIdentity;
let onlooker: UserIdentity;

const cardOf = (name: string) => CARDS_A.find((card) => card.name === name)!;

async function getList(handler: Parameters<typeof callRoute>[0], params: Record<string, string>, as: UserIdentity) {
  const response = await callRoute(handler, { path: "/x", params, as: signedIn(as) });
  expect(response.status).toBe(200);
  const body: unknown = await response.json();
  expect(Array.isArray(body)).toBe(true);
  return body;
}

beforeAll(async () => {
  sweep = await createTestSweep(db);
  courseId = (await createTestbrook(sweep.id)).id;
  alice = await addNamedMember(sweep.id, "Alice", "Spec");
  bob = await addNamedMember(sweep.id, "Bob", "Spec");
  cara = await addNamedMember(sweep.id, "Cara", "Spec");
  onlooker = await addNamedMember(sweep.id, "Olive", "Spec");
});

describe("GET /api/leaderboard/{eventId}", () => {
  it("lists rows of player name, holes played and points, as the live leaderboard ranks them", async () => {
    const field = await playField(sweep.id, courseId, [
      { user: alice, eventHandicap: cardOf("Alice").ph, gross: cardOf("Alice").gross },
      { user: bob, eventHandicap: cardOf("Bob").ph },
    ]);
    const bobsCard = field.cardOf.get(bob.playerId)!;
    for (const hole of [1, 2, 3]) await putScore(bobsCard, bob, { hole, gross: cardOf("Bob").gross[hole - 1]! });

    const rows = specEventLeaderboardRow
      .array()
      .parse(await getList(eventLeaderboardRoute, { eventId: field.eventId }, bob));
    expect(rows.map((row) => [row.player, row.hole, row.totalPoints])).toEqual([
      ["Alice Spec", 18, 36],
      [
        "Bob Spec",
        3,
        cardOf("Bob")
          .points.slice(0, 3)
          .reduce((sum, points) => sum + points, 0),
      ],
    ]);
    const live = await getAs(liveLeaderboardRoute, { eventId: field.eventId }, bob, eventLeaderboardDtoSchema);
    expect(live.rows.map((row) => [row.player.fullName, row.thru, row.totalPoints])).toEqual(
      rows.map((row) => [row.player, row.hole, row.totalPoints]),
    );
  });
});

describe("GET /api/virtualmatchplay/{eventId}", () => {
  it("lists the caller's matches: the opponent's name, won or halved, the margin and the deciding hole", async () => {
    const field = await playField(sweep.id, courseId, [
      { user: alice, eventHandicap: cardOf("Alice").ph, gross: cardOf("Alice").gross },
      { user: bob, eventHandicap: cardOf("Bob").ph, gross: cardOf("Bob").gross },
      { user: cara, eventHandicap: cardOf("Cara").ph, gross: cardOf("Cara").gross },
    ]);
    const matches = specMatchResult.array().parse(await getList(matchPlayRoute, { eventId: field.eventId }, alice));
    // docs/golf-rules.md#vector-d-match-play (d1): Alice beats Bob 1 up and Cara 2&1.
    expect(matches.map((match) => [match.playerName, match.won, match.halved, match.matchResult, match.hole])).toEqual([
      ["Bob Spec", true, false, 1, 18],
      ["Cara Spec", true, false, 2, 17],
    ]);

    const everyone = await getAs(eventMatchesRoute, { eventId: field.eventId }, onlooker, virtualMatchPlayDtoSchema);
    const bobs = everyone.players.find((line) => line.player.id === bob.playerId)!;
    const fromBob = specMatchResult.array().parse(await getList(matchPlayRoute, { eventId: field.eventId }, bob));
    expect(fromBob).toEqual([...bobs.won, ...bobs.halved, ...bobs.lost]);
    expect(fromBob.find((match) => match.playerName === "Alice Spec")).toMatchObject({ won: false, halved: false });
  });

  it("is an empty list for a caller with no score in the event", async () => {
    const field = await playField(sweep.id, courseId, [
      { user: alice, eventHandicap: 0, gross: cardOf("Alice").gross },
      { user: bob, eventHandicap: 0, gross: cardOf("Bob").gross },
    ]);
    expect(await getList(matchPlayRoute, { eventId: field.eventId }, onlooker)).toEqual([]);
  });
});

describe("GET /api/sweeps/{sweepId}/leaderboard", () => {
  it("lists each member's top scores with the cards' points", async () => {
    const own = await createTestSweep(db);
    const course = (await createTestbrook(own.id)).id;
    const dee = await addNamedMember(own.id, "Dee", "Spec");
    const eli = await addNamedMember(own.id, "Eli", "Spec");
    for (const date of ["2026-05-01", "2026-05-08"]) {
      const field = await playField(
        own.id,
        course,
        [
          { user: dee, eventHandicap: cardOf("Alice").ph, gross: cardOf("Alice").gross },
          { user: eli, eventHandicap: cardOf("Bob").ph, gross: cardOf("Bob").gross },
        ],
        { date },
      );
      await closeAs(own.owner, field.eventId);
    }
    const entries = specLeaderboardEntry.array().parse(await getList(sweepLeaderboardRoute, { sweepId: own.id }, dee));
    expect(
      entries.map((entry) => [entry.totalOfTopScores, entry.topScoreCards.map((card) => card.totalPoints)]),
    ).toEqual([
      [74, [37, 37]],
      [72, [36, 36]],
    ]);
  });
});
