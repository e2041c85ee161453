// The specification's scorecard calls and the event's cards (docs/screens-and-api.md#scorecard-and-score) as a client
// written from the specification uses them: every answer parsed with the entities of spec-client.ts, every write read
// back. Writes without a version (the specification's bodies carry none) are applied, and one that replaces someone
// else's entry is kept as a correction (docs/live-scoring.md#writes-without-a-version).
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listCardChangesRoute } from "@/app/api/cards/[cardId]/changes/route";
import { PUT as putScoreRoute } from "@/app/api/cards/[cardId]/scores/[scoreId]/route";
import { GET as eventCardRoute } from "@/app/api/events/[eventId]/cards/[cardId]/route";
import { GET as eventCardsRoute } from "@/app/api/events/[eventId]/cards/route";
import { GET as scorecardRoute } from "@/app/api/scorecards/[cardId]/route";
import { POST as updateScorecardRoute } from "@/app/api/scorecards/update/route";
import { POST as createCardRoute } from "@/app/api/scores/createCard/route";
import { POST as updateScoreRoute } from "@/app/api/scores/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { cardChangeDtoSchema, scorecardDtoSchema } from "@/lib/validation/scorecards";
import { createSweepFixture, createTestEvent, signedIn, type SweepFixture, TEST_HOLES } from "../factories";
import { callRoute, readProblem } from "./http";
import { createMarkingPair, type Pair, putScore, readCard, scoreOf } from "./scorecards-helpers";
import { specEventCard, specScore, specScorecard } from "./spec-client";

let f: SweepFixture;

beforeAll(async () => {
  f = await createSweepFixture(db);
});

const getSpecCard = async (cardId: string, as: UserIdentity) => {
  const response = await callRoute(scorecardRoute, {
    path: `/api/scorecards/${cardId}`,
    params: { cardId },
    as: signedIn(as),
  });
  expect(response.status).toBe(200);
  return specScorecard.parse(await response.json());
};

const postScore = (as: UserIdentity, body: unknown) =>
  callRoute(updateScoreRoute, { method: "POST", path: "/api/scores", body, as: signedIn(as) });

const postScorecard = (as: UserIdentity, body: unknown) =>
  callRoute(updateScorecardRoute, { method: "POST", path: "/api/scorecards/update", body, as: signedIn(as) });

async function historyOf(cardId: string, as: UserIdentity) {
  const response = await callRoute(listCardChangesRoute, {
    path: `/api/cards/${cardId}/changes`,
    params: { cardId },
    as: signedIn(as),
  });
  expect(response.status).toBe(200);
  return cardChangeDtoSchema.array().parse(await response.json());
}

describe("reading a scorecard", () => {
  it("answers the Scorecard: nines, totals as numbers (0 where NR), the player's playing handicap", async () => {
    const pair = await createMarkingPair(f.sweep.id, { eventHandicap: 12 });
    await putScore(pair.cardId, pair.player, { hole: 1, gross: 5 });
    await putScore(pair.cardId, pair.player, { hole: 12, gross: 0 });

    const card = await getSpecCard(pair.cardId, pair.marker);
    expect(card.frontNine.map((score) => score.holeNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(card.backNine.map((score) => score.holeNumber)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(card.player).toMatchObject({ id: pair.player.playerId, currentHandicap: 12 });
    expect(card).toMatchObject({ eventHandicap: 12, courseName: card.course.name, inGross: 0, totalGross: 0 });
    expect(card.course.holes).toHaveLength(18);
    expect(scoreOf(scorecardDtoSchema.parse(card), 12)).toMatchObject({ gross: 0, points: 0 });
    expect(card.scores[0]).toMatchObject({ holeNumber: 1, gross: 5, par: TEST_HOLES[0]!.par });

    const inEvent = await callRoute(eventCardRoute, {
      path: "/x",
      params: { eventId: pair.eventId, cardId: pair.cardId },
      as: signedIn(f.owner),
    });
    expect(specScorecard.parse(await inEvent.json())).toMatchObject({ id: pair.cardId, totalPoints: card.totalPoints });
  });

  it("lists the event's cards with their scores, which a client sums into the card's points", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    await putScore(pair.cardId, pair.player, { hole: 1, gross: 3 });
    const response = await callRoute(eventCardsRoute, {
      path: "/x",
      params: { eventId: pair.eventId },
      as: signedIn(pair.marker),
    });
    const cards = specEventCard.array().parse(await response.json());
    const card = cards.find((candidate) => candidate.id === pair.cardId)!;
    expect(card.scores).toHaveLength(18);
    expect(card.scores.reduce((sum, score) => sum + (score.points ?? 0), 0)).toBe(3);
  });
});

describe("POST /api/scores (a score update, with id)", () => {
  it("saves a gross sent without a version and answers the updated Score at the top level", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    const hole = scoreOf(await readCard(pair.cardId, pair.player), 4);
    const response = await postScore(pair.player, { id: hole.id, holeNumber: 4, gross: 6, par: hole.par });
    expect(response.status).toBe(200);
    expect(specScore.parse(await response.json())).toMatchObject({ id: hole.id, holeNumber: 4, gross: 6 });
    expect((await getSpecCard(pair.cardId, pair.player)).scores[3]?.gross).toBe(6);
  });

  it("refuses a body that carries no gross, and a field the Score does not have", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    const hole = scoreOf(await readCard(pair.cardId, pair.player), 2);
    expect(await readProblem(await postScore(pair.player, { id: hole.id }))).toMatchObject({
      status: 400,
      errors: [expect.objectContaining({ field: "gross" })],
    });
    expect(await readProblem(await postScore(pair.player, { id: hole.id, gross: 4, score: 4 }))).toMatchObject({
      status: 400,
    });
    expect(scoreOf(await readCard(pair.cardId, pair.player), 2).gross).toBeNull();
  });
});

describe("PUT /api/cards/{cardId}/scores/{scoreId} (gross, hole)", () => {
  it("takes the spec's body and returns the updated score", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    const hole = scoreOf(await readCard(pair.cardId, pair.marker), 7);
    const response = await callRoute(putScoreRoute, {
      method: "PUT",
      path: "/x",
      params: { cardId: pair.cardId, scoreId: hole.id },
      body: { gross: 4, hole: 7 },
      as: signedIn(pair.marker),
    });
    expect(specScore.parse(await response.json())).toMatchObject({ id: hole.id, holeNumber: 7, gross: 4 });
  });
});

describe("POST /api/scorecards/update (a scorecard including id)", () => {
  it("stores the holes a client changed in the card it was given, in frontNine or scores, and answers the card", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    const given = await getSpecCard(pair.cardId, pair.player);
    const edited = structuredClone(given);
    edited.frontNine[2]!.gross = 3;
    edited.scores[13]!.gross = 6;
    const response = await postScorecard(pair.player, edited);
    expect(response.status).toBe(200);
    expect(specScorecard.parse(await response.json())).toMatchObject({ id: pair.cardId });
    const stored = await getSpecCard(pair.cardId, pair.player);
    expect([stored.scores[2]?.gross, stored.scores[13]?.gross]).toEqual([3, 6]);
    expect(stored.scores.filter((score) => score.gross !== null)).toHaveLength(2);
  });

  it("reads nines given as lists of Scores with holeNumber and gross", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    const response = await postScorecard(pair.player, {
      id: pair.cardId,
      frontNine: [{ holeNumber: 1, gross: 5 }],
      backNine: [{ holeNumber: 18, gross: 4 }],
    });
    expect(response.status).toBe(200);
    const stored = await getSpecCard(pair.cardId, pair.player);
    expect([stored.scores[0]?.gross, stored.scores[17]?.gross]).toEqual([5, 4]);
  });

  it.each([
    ["only the id", (cardId: string) => ({ id: cardId })],
    ["empty lists", (cardId: string) => ({ id: cardId, scores: [], frontNine: [], backNine: [] })],
    ["holes without a gross", (cardId: string) => ({ id: cardId, scores: [{ holeNumber: 1 }] })],
  ])("refuses a card with %s: 400 naming what it expects, and nothing stored", async (_, body) => {
    const pair = await createMarkingPair(f.sweep.id);
    const problem = await readProblem(await postScorecard(pair.player, body(pair.cardId)));
    expect(problem.status).toBe(400);
    expect(problem.detail).toContain("holeNumber and gross");
    expect(await db.cardChange.count({ where: { scorecardId: pair.cardId } })).toBe(0);
  });

  it("refuses holes named as fields, and a hole given two new values", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    expect(await readProblem(await postScorecard(pair.player, { id: pair.cardId, hole1: 4 }))).toMatchObject({
      status: 400,
      detail: expect.stringContaining("hole1"),
    });
    const twice = await postScorecard(pair.player, {
      id: pair.cardId,
      scores: [{ holeNumber: 2, gross: 4 }],
      frontNine: [{ holeNumber: 2, gross: 5 }],
    });
    expect(await readProblem(twice)).toMatchObject({ status: 400, detail: expect.stringContaining("Hole 2") });
    expect(scoreOf(await readCard(pair.cardId, pair.player), 2).gross).toBeNull();
  });
});

describe("POST /api/scores/createCard", () => {
  it("answers the card with a score per hole", async () => {
    const event = await createTestEvent(db, f.sweep.id, { drawn: true, entrants: [f.member.user] });
    const card = await db.scorecard.findFirstOrThrow({ where: { entry: { eventId: event.id } } });
    const response = await callRoute(createCardRoute, {
      method: "POST",
      path: "/api/scores/createCard",
      body: { id: card.id, courseId: event.courseId, playerId: f.member.user.playerId },
      as: signedIn(f.member.user),
    });
    expect(specScorecard.parse(await response.json()).scores).toHaveLength(18);
  });
});

describe("writes without a version", () => {
  const markerEnters = async (pair: Pair, hole: number, gross: number) =>
    expect((await putScore(pair.cardId, pair.marker, { hole, gross })).status).toBe(200);

  it("keep a change over someone else's entry as a correction: in the history and listed as a mismatch", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    await markerEnters(pair, 5, 4);
    const hole = scoreOf(await readCard(pair.cardId, pair.player), 5);

    expect((await postScore(pair.player, { id: hole.id, gross: 5 })).status).toBe(200);

    const [latest] = await historyOf(pair.cardId, pair.player);
    expect(latest).toMatchObject({ holeNumber: 5, previousValue: 4, value: 5, role: "player", correction: true });
    const card = await readCard(pair.cardId, pair.marker);
    expect(scoreOf(card, 5).gross).toBe(5);
    expect(card.mismatches).toEqual([
      {
        holeNumber: 5,
        player: 5,
        marker: 4,
        correction: {
          by: expect.objectContaining({ id: pair.player.playerId }),
          role: "player",
          replaced: 4,
          value: 5,
        },
      },
    ]);
    expect(card.viewer.canSign).toBe(false);
  });

  it("stand as a mismatch after an admin's correction until someone else enters the hole again", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    await markerEnters(pair, 6, 4);
    await putScore(pair.cardId, pair.player, { hole: 6, gross: 4 });
    expect((await readCard(pair.cardId, pair.player)).mismatches).toEqual([]);

    const given = await getSpecCard(pair.cardId, f.owner);
    // A client of the specification sends the Score's own fields: no version.
    const { id, holeNumber, par, index } = given.scores[5]!;
    const edited = { id: pair.cardId, scores: [{ id, holeNumber, par, index, gross: 3 }] };
    expect((await postScorecard(f.owner, edited)).status).toBe(200);
    expect((await readCard(pair.cardId, pair.player)).mismatches).toMatchObject([
      { holeNumber: 6, player: 4, marker: 4, correction: { role: "admin", replaced: 4, value: 3 } },
    ]);

    expect(await readProblem(await postScorecard(f.owner, edited))).toMatchObject({
      status: 400,
      detail: expect.stringContaining("Nothing changes"),
    });
    expect((await postScore(f.owner, { id: given.scores[5]!.id, gross: 3 })).status).toBe(200);
    expect((await readCard(pair.cardId, pair.player)).mismatches).toHaveLength(1);

    await markerEnters(pair, 6, 3);
    await putScore(pair.cardId, pair.player, { hole: 6, gross: 3 });
    expect((await readCard(pair.cardId, pair.player)).mismatches).toEqual([]);
  });

  it("are plain changes over the writer's own entry or an empty hole", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    const hole = scoreOf(await readCard(pair.cardId, pair.player), 8);
    expect((await postScore(pair.player, { id: hole.id, gross: 5 })).status).toBe(200);
    expect((await postScore(pair.player, { id: hole.id, gross: 6 })).status).toBe(200);
    expect((await historyOf(pair.cardId, pair.player)).map((change) => change.correction)).toEqual([false, false]);
    expect((await readCard(pair.cardId, pair.player)).mismatches).toEqual([]);
  });

  it("leave versioned writes as they were: a stale version is still 409 and changes nothing", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    const before = scoreOf(await readCard(pair.cardId, pair.player), 9);
    await markerEnters(pair, 9, 4);
    const stale = await postScore(pair.player, { id: before.id, gross: 6, version: before.version });
    expect(await readProblem(stale)).toMatchObject({ status: 409 });
    expect(scoreOf(await readCard(pair.cardId, pair.player), 9).gross).toBe(4);
    expect((await historyOf(pair.cardId, pair.player)).every((change) => !change.correction)).toBe(true);
  });
});
