// The live leaderboard, an event's results and its virtual matches against docs/golf-rules.md#test-vectors: vector (a) entered
// hole by hole through the scoring API, the countback cases (c1) and the matches (d1, d2).
import { beforeAll, describe, expect, it } from "vitest";
import { GET as resultsRoute } from "@/app/api/events/results/[eventId]/route";
import { GET as leaderboardRoute } from "@/app/api/events/[eventId]/leaderboard/route";
import { GET as matchesRoute } from "@/app/api/events/[eventId]/matches/route";
import { scoreCard } from "@/lib/golf";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import {
  eventLeaderboardDtoSchema,
  eventResultsDtoSchema,
  virtualMatchPlayDtoSchema,
  type EventResultsDto,
} from "@/lib/validation/results";
import { addTestHandicap, createTestSweep, signedIn, type TestSweep } from "../factories";
import { CARDS_A, TESTBROOK, grossForPoints } from "../unit/golf/fixtures";
import { callRoute, readProblem } from "./http";
import { addNamedMember, closeAs, createTestbrook, getAs, playField } from "./results-helpers";
import { putScore } from "./scorecards-helpers";

let sweep: TestSweep;
let courseId: string;
let players: Map<string, UserIdentity>;
let nora: UserIdentity;
let vectorEvent: { eventId: string; cardOf: Map<string, string> };

const leaderboard = (eventId: string, as = sweep.owner) =>
  getAs(leaderboardRoute, { eventId }, as, eventLeaderboardDtoSchema);
const results = (eventId: string, as = sweep.owner) => getAs(resultsRoute, { eventId }, as, eventResultsDtoSchema);
const matches = (eventId: string, as = sweep.owner) => getAs(matchesRoute, { eventId }, as, virtualMatchPlayDtoSchema);
const vectorName = (name: string) => `${name} Vector`;

beforeAll(async () => {
  sweep = await createTestSweep(db);
  courseId = (await createTestbrook(sweep.id)).id;
  players = new Map();
  for (const card of CARDS_A) {
    const user = await addNamedMember(sweep.id, card.name);
    players.set(card.name, user);
    // docs/golf-rules.md#vector-a-full-cards (a2): each player's exact handicap equals the playing handicap shown.
    await addTestHandicap(db, sweep.id, user.playerId, card.ph, { created: new Date("2026-01-01") });
  }
  nora = await addNamedMember(sweep.id, "Nora", "Noscore");
  vectorEvent = await playField(sweep.id, courseId, [
    ...CARDS_A.map((card) => ({
      user: players.get(card.name)!,
      eventHandicap: card.ph,
      gross: card.name === "Bob" ? undefined : card.gross,
    })),
    { user: nora, eventHandicap: 12 },
  ]);
});

describe("GET /api/events/{eventId}/leaderboard", () => {
  it("follows Bob's card of vector (a) entered hole by hole through PUT /api/cards/…/scores, then ranks the field by docs/golf-rules.md#stableford-countback", async () => {
    const bob = CARDS_A.find((card) => card.name === "Bob")!;
    const bobUser = players.get("Bob")!;
    const cardId = vectorEvent.cardOf.get(bobUser.playerId)!;
    let expected = 0;
    for (const [at, gross] of bob.gross.entries()) {
      expect((await putScore(cardId, bobUser, { hole: at + 1, gross })).status).toBe(200);
      expected += bob.points[at]!;
      const row = (await leaderboard(vectorEvent.eventId, bobUser)).rows.find(
        (candidate) => candidate.cardId === cardId,
      )!;
      expect([row.thru, row.totalPoints]).toEqual([at + 1, expected]);
    }

    const board = await leaderboard(vectorEvent.eventId);
    expect(board.event).toMatchObject({ id: vectorEvent.eventId, complete: false, course: { id: courseId } });
    expect(board.rows.map((row) => [row.position, row.tied, row.player.fullName, row.thru, row.totalPoints])).toEqual([
      [1, false, vectorName("Gus"), 18, 38],
      [2, false, vectorName("Bob"), 18, 37],
      [3, false, vectorName("Alice"), 18, 36],
      [4, false, vectorName("Cara"), 18, 35],
      [5, false, vectorName("Dan"), 18, 32],
      [6, false, vectorName("Eve"), 18, 28],
      [7, false, vectorName("Finn"), 18, 27],
      [null, false, "Nora Noscore", 0, 0],
    ]);
  });

  it("answers 304 to a poll that already has the current leaderboard", async () => {
    const first = await callRoute(leaderboardRoute, {
      path: "/x",
      params: { eventId: vectorEvent.eventId },
      as: signedIn(sweep.owner),
    });
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await callRoute(leaderboardRoute, {
      path: "/x",
      params: { eventId: vectorEvent.eventId },
      as: signedIn(sweep.owner),
      headers: { "if-none-match": etag! },
    });
    expect(again.status).toBe(304);
  });

  it("answers 404 for an unknown event", async () => {
    const eventId = "00000000-0000-4000-8000-000000000000";
    for (const route of [leaderboardRoute, resultsRoute, matchesRoute]) {
      expect(
        await readProblem(await callRoute(route, { path: "/x", params: { eventId }, as: signedIn(sweep.owner) })),
      ).toMatchObject({
        status: 404,
        detail: "The event was not found.",
      });
    }
  });
});

const handicapRows = (dto: EventResultsDto) =>
  dto.handicaps.map((row) => [
    row.player.fullName,
    row.points,
    row.before?.exact,
    row.after?.exact,
    row.after?.playingHandicap,
    row.change,
    row.reason,
  ]);
// docs/golf-rules.md#vector-a-full-cards (a2) closed as a normal event with the default rules.
const A2_HANDICAPS = [
  [vectorName("Gus"), 38, -2, -2.2, -2, -0.2, "\u22120.2: 38 points, 2 over 36"],
  [vectorName("Bob"), 37, 9, 8.8, 9, -0.2, "\u22120.2: 37 points, 1 over 36"],
  [vectorName("Alice"), 36, 0, 0, 0, 0, "no change: 36 points, played to handicap"],
  [vectorName("Cara"), 35, 18, 18, 18, 0, "no change: 35 points, within the buffer of 3"],
  [vectorName("Dan"), 32, 24, 24, 24, 0, "no change: 32 points, within the buffer of 4"],
  [vectorName("Eve"), 28, 28, 28.1, 28, 0.1, "+0.1: 28 points, below the buffer"],
  [vectorName("Finn"), 27, 36, 36.1, 36, 0.1, "+0.1: 27 points, below the buffer"],
];
const A2_OOM = [10, 8, 7, 6, 5, 4, 3];

describe("GET /api/events/results/{eventId}", () => {
  it("shows every card of vector (a) with its Out, In, L6, L3, totals and hole points, and what closing would store", async () => {
    const dto = await results(vectorEvent.eventId);
    expect(dto.provisional).toBe(true);
    for (const vector of CARDS_A) {
      const card = dto.cards.find((row) => row.player.fullName === vectorName(vector.name))!;
      expect([card.outPoints, card.inPoints, card.lastSixPoints, card.lastThreePoints, card.totalPoints]).toEqual([
        vector.out,
        vector.in,
        vector.l6,
        vector.l3,
        vector.total,
      ]);
      expect([card.outGross, card.inGross, card.totalGross]).toEqual(vector.grossTotals);
      expect([card.outNett, card.inNett, card.totalNett]).toEqual(vector.nettTotals);
      expect(card.scores.map((hole) => hole.points)).toEqual(vector.points);
      expect(card.scores.map((hole) => hole.strokes)).toEqual(vector.strokes);
      expect(card.countback).toBeNull();
    }
    expect(dto.cards.at(-1)).toMatchObject({ player: { fullName: "Nora Noscore" }, position: null, thru: 0 });
    expect(dto.oomPoints.map((row) => row.points)).toEqual(A2_OOM);
    expect(handicapRows(dto)).toEqual(A2_HANDICAPS);
    expect(dto.matches).toEqual({ count: 21, href: `/api/events/${vectorEvent.eventId}/matches` });
  });

  it("after close shows the stored OOM points and handicap entries, and stores each card's points as lib/golf scores them", async () => {
    const { eventId } = await playField(
      sweep.id,
      courseId,
      CARDS_A.map((card) => ({ user: players.get(card.name)!, eventHandicap: card.ph, gross: card.gross })),
      { date: "2026-06-14" },
    );
    await closeAs(sweep.owner, eventId);
    const dto = await results(eventId);
    expect(dto.provisional).toBe(false);
    expect(dto.complete).toBe(true);
    expect(dto.oomPoints.map((row) => [row.position, row.player.fullName, row.totalPoints, row.points])).toEqual(
      dto.cards.map((card, at) => [card.position, card.player.fullName, card.totalPoints, A2_OOM[at]]),
    );
    expect(handicapRows(dto)).toEqual(A2_HANDICAPS);

    const stored = await db.oomResult.findMany({
      where: { eventId },
      select: { playerId: true, stablefordPoints: true },
    });
    for (const row of stored) {
      const vector = CARDS_A.find((card) => players.get(card.name)!.playerId === row.playerId)!;
      expect(row.stablefordPoints).toBe(scoreCard(TESTBROOK, vector.gross, vector.ph).totalPoints);
    }
  });

  it("marks OOM points of a double-points event twice the table: 20, 16, 14, 12, 10, 8, 6", async () => {
    const { eventId } = await playField(
      sweep.id,
      courseId,
      CARDS_A.map((card) => ({ user: players.get(card.name)!, eventHandicap: card.ph, gross: card.gross })),
      { date: "2026-06-21", doublePoints: true },
    );
    const dto = await results(eventId);
    expect(dto.doublePoints).toBe(true);
    expect(dto.oomPoints.map((row) => row.points)).toEqual([20, 16, 14, 12, 10, 8, 6]);
  });

  const ALL_TWOS = new Array<number>(18).fill(2);
  it.each([
    ["CB1 back nine", [2, 1, 2, 2, 2, 2, 2, 2, 2, 3, 2, 2, 2, 2, 2, 2, 2, 2], "P", "won on back nine 19 v 18"],
    ["CB2 last six", [2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 2, 2, 1, 2, 2, 2, 2, 2], "Q", "won on last six 12 v 11"],
    ["CB3 last three", [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 3, 2, 2], "P", "won on last three 7 v 6"],
    ["CB4 last hole", [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 2, 1], "Q", "won on the 18th 2 v 1"],
    [
      "CB5 first-nine last six",
      [1, 2, 2, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
      "P",
      "won on holes 4–9 13 v 12",
    ],
  ])("countback %s (c1): the card placed first says why", async (_case, pPoints, winner, text) => {
    const p = await addNamedMember(sweep.id, "P", `Case ${_case.slice(0, 3)}`);
    const q = await addNamedMember(sweep.id, "Q", `Case ${_case.slice(0, 3)}`);
    const { eventId } = await playField(sweep.id, courseId, [
      { user: p, eventHandicap: 0, gross: grossForPoints(pPoints) },
      { user: q, eventHandicap: 0, gross: grossForPoints(ALL_TWOS) },
    ]);
    const dto = await results(eventId);
    const [first, second] = dto.cards;
    expect([first?.player.fullName.startsWith(winner), first?.position, second?.position]).toEqual([true, 1, 2]);
    expect(first?.countback).toMatchObject({ against: { id: (winner === "P" ? q : p).playerId }, text });
    expect(second?.countback).toBeNull();
    expect(
      (await leaderboard(eventId)).rows.map((row) => [row.player.fullName.startsWith(winner), row.position, row.tied]),
    ).toEqual([
      [true, 1, false],
      [false, 2, false],
    ]);
  });

  it("countback CB6 (c1): identical cards share the position, shown as tied", async () => {
    const points = [2, 2, 2, 2, 4, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2];
    const twins = [await addNamedMember(sweep.id, "Pat", "Twin"), await addNamedMember(sweep.id, "Sam", "Twin")];
    const { eventId } = await playField(
      sweep.id,
      courseId,
      twins.map((user) => ({ user, eventHandicap: 0, gross: grossForPoints(points) })),
    );
    const dto = await results(eventId);
    expect(dto.cards.map((card) => [card.player.fullName, card.position, card.tied])).toEqual([
      ["Pat Twin", 1, true],
      ["Sam Twin", 1, true],
    ]);
    expect(dto.cards[0]?.countback).toMatchObject({
      decidedBy: null,
      text: "tied on every countback: position shared",
    });
    expect(dto.oomPoints.map((row) => [row.position, row.tied, row.points])).toEqual([
      [1, true, 9],
      [1, true, 9],
    ]);
  });
});

describe("GET /api/events/{eventId}/matches", () => {
  // docs/golf-rules.md#vector-d-match-play (d1): first-named player, second, winner, result, deciding hole, strokes given to whom.
  const D1: Array<[string, string, string, string, number, string, number]> = [
    ["Alice", "Bob", "Alice", "1 up", 18, "Bob", 9],
    ["Alice", "Cara", "Alice", "2&1", 17, "Cara", 18],
    ["Alice", "Dan", "Alice", "2&1", 17, "Dan", 24],
    ["Alice", "Eve", "Alice", "4&3", 15, "Eve", 28],
    ["Alice", "Finn", "Alice", "7&6", 12, "Finn", 36],
    ["Alice", "Gus", "Gus", "1 up", 18, "Alice", 2],
    ["Bob", "Cara", "Bob", "1 up", 18, "Cara", 9],
    ["Bob", "Dan", "Bob", "4&2", 16, "Dan", 15],
    ["Bob", "Eve", "Bob", "6&4", 14, "Eve", 19],
    ["Bob", "Finn", "Bob", "7&6", 12, "Finn", 27],
    ["Bob", "Gus", "Gus", "2&1", 17, "Bob", 11],
    ["Cara", "Dan", "Cara", "2&1", 17, "Dan", 6],
    ["Cara", "Eve", "Cara", "4&3", 15, "Eve", 10],
    ["Cara", "Finn", "Cara", "5&4", 14, "Finn", 18],
    ["Cara", "Gus", "Gus", "1 up", 18, "Cara", 20],
    ["Dan", "Eve", "Dan", "4&3", 15, "Eve", 4],
    ["Dan", "Finn", "Dan", "5&4", 14, "Finn", 12],
    ["Dan", "Gus", "Gus", "3&2", 16, "Dan", 26],
    ["Eve", "Finn", "Eve", "1 up", 18, "Finn", 8],
    ["Eve", "Gus", "Gus", "5&4", 14, "Eve", 30],
    ["Finn", "Gus", "Gus", "7&6", 12, "Finn", 38],
  ];

  it("plays the round robin of vector (a) as (d1) says, from both sides, leaving out the player with no score", async () => {
    const dto = await matches(vectorEvent.eventId);
    expect(dto.matchCount).toBe(21);
    expect(dto.players.map((p) => [p.player.fullName, p.wonCount, p.lostCount, p.halvedCount])).toEqual([
      [vectorName("Alice"), 5, 1, 0],
      [vectorName("Bob"), 4, 2, 0],
      [vectorName("Cara"), 3, 3, 0],
      [vectorName("Dan"), 2, 4, 0],
      [vectorName("Eve"), 1, 5, 0],
      [vectorName("Finn"), 0, 6, 0],
      [vectorName("Gus"), 6, 0, 0],
    ]);
    const linesOf = (name: string) => {
      const player = dto.players.find((p) => p.player.fullName === vectorName(name))!;
      return [...player.won, ...player.lost, ...player.halved];
    };
    for (const [first, second, winner, text, hole, receiver, strokes] of D1) {
      const line = linesOf(first).find((candidate) => candidate.playerName === vectorName(second))!;
      const mirror = linesOf(second).find((candidate) => candidate.playerName === vectorName(first))!;
      expect([line.outcome, line.resultText, line.hole, line.holesRemaining], `${first} v ${second}`).toEqual([
        winner === first ? "won" : "lost",
        text,
        hole,
        18 - hole,
      ]);
      expect([mirror.outcome, mirror.resultText, mirror.won]).toEqual([
        winner === second ? "won" : "lost",
        text,
        winner === second,
      ]);
      expect(
        receiver === first ? [line.strokesReceived, mirror.strokesGiven] : [line.strokesGiven, mirror.strokesReceived],
      ).toEqual([strokes, strokes]);
    }
  });

  // docs/golf-rules.md#vector-d-match-play (d2): P1 and P2's handicaps, gross (0 = no score), and the result from P1's view.
  const testbrookHoles = (gross: string) => gross.split(" ").map(Number);
  it.each([
    [
      "M-A all square",
      10,
      14,
      "4 4 3 5 4 4 3 4 5 4 3 5 4 4 3 4 5 4",
      "4 5 2 5 5 4 4 4 5 3 3 5 4 5 3 5 5 5",
      "halved",
      "A/S",
      18,
    ],
    [
      "M-B two up at the 18th",
      10,
      14,
      "4 4 3 5 4 4 3 4 5 4 3 5 4 4 3 4 5 4",
      "5 5 3 5 5 4 3 4 4 4 3 5 4 5 3 5 6 5",
      "won",
      "2 up",
      18,
    ],
    [
      "M-C difference of 23",
      2,
      25,
      "4 4 3 5 4 4 3 4 5 4 3 5 4 4 3 4 5 4",
      "5 6 4 6 5 5 4 6 6 5 5 6 5 5 4 5 7 5",
      "lost",
      "1 up",
      18,
    ],
    [
      "M-D equal handicaps and pickups",
      12,
      12,
      "4 5 0 5 5 0 4 5 6 4 4 6 5 5 4 4 6 5",
      "5 5 4 6 5 0 3 5 6 5 4 0 5 5 4 5 6 5",
      "won",
      "3&2",
      16,
    ],
    [
      "M-E both no score on a stroke hole",
      5,
      15,
      "4 4 3 5 0 4 3 4 5 4 3 5 4 4 3 4 5 4",
      "5 5 3 5 0 5 3 5 5 5 3 6 4 5 3 5 5 5",
      "halved",
      "A/S",
      18,
    ],
  ])("%s (d2)", async (name, ph1, ph2, gross1, gross2, outcome, text, hole) => {
    const p1 = await addNamedMember(sweep.id, "One", name.slice(0, 3));
    const p2 = await addNamedMember(sweep.id, "Two", name.slice(0, 3));
    const { eventId } = await playField(sweep.id, courseId, [
      { user: p1, eventHandicap: ph1, gross: testbrookHoles(gross1) },
      { user: p2, eventHandicap: ph2, gross: testbrookHoles(gross2) },
    ]);
    const dto = await matches(eventId);
    const one = dto.players.find((p) => p.player.id === p1.playerId)!;
    const line = [...one.won, ...one.lost, ...one.halved][0]!;
    expect([line.outcome, line.resultText, line.hole, line.strokesGiven, line.strokesReceived]).toEqual([
      outcome,
      text,
      hole,
      Math.max(0, ph2 - ph1),
      Math.max(0, ph1 - ph2),
    ]);
  });
});
