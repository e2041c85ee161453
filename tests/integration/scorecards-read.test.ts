import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as enterEvent } from "@/app/api/entries/enter/route";
import { GET as getPlay } from "@/app/api/entries/play/[eventId]/route";
import { GET as getEventCard } from "@/app/api/events/[eventId]/cards/[cardId]/route";
import { GET as getScorecard } from "@/app/api/scorecards/[cardId]/route";
import { db } from "@/lib/server/db/infra/client";
import { playDtoSchema, scorecardDtoSchema } from "@/lib/validation/scorecards";
import {
  addTestScores,
  createSweepFixture,
  daysFromToday,
  createTestEvent,
  createTestMember,
  signedIn,
  TEST_HOLES,
  type SweepFixture,
} from "../factories";
import { callRoute, readProblem } from "./http";
import type { UserIdentity } from "@/lib/server/db/users";

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
});

const readCard = (cardId: string, as: UserIdentity) =>
  callRoute(getScorecard, { path: `/api/scorecards/${cardId}`, params: { cardId }, as: signedIn(as) });

describe("GET /api/scorecards/{cardId}", () => {
  it("gives a card without score rows one empty row per hole, and shows every number from lib/golf", async () => {
    expect(await db.score.count({ where: { scorecardId: f.cards.member } })).toBe(0);
    const response = await readCard(f.cards.member, f.member.user);
    expect(response.status).toBe(200);
    const card = scorecardDtoSchema.parse(await response.json());
    expect(card.scores).toHaveLength(18);
    expect(await db.score.count({ where: { scorecardId: f.cards.member } })).toBe(18);
    expect(card).toMatchObject({
      id: f.cards.member,
      version: 0,
      eventId: f.event.id,
      sweepId: f.sweep.id,
      eventDate: "2026-06-07",
      player: { id: f.member.user.playerId },
      guest: false,
      marker: { id: f.marker.user.playerId },
      course: { id: f.event.courseId, holes: TEST_HOLES },
      eventHandicap: 0,
      totalPoints: 0,
      outGross: 0,
      totalGross: 0,
      noReturn: { out: true, in: true, total: true },
      holesPlayed: 0,
      holesEntered: 0,
      signature: null,
      attestation: null,
      locked: false,
      mismatches: [],
      eventComplete: false,
      viewer: { relation: "player", canMark: true, isAdmin: false, canSeeHistory: true, canSign: false },
    });
    expect(card.frontNine.map((score) => score.holeNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(card.backNine.map((score) => score.holeNumber)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect((await readCard(f.cards.member, f.member.user)).status).toBe(200);
    expect(await db.score.count({ where: { scorecardId: f.cards.member } })).toBe(18);
  });

  it("scores an entered card: a 0 is no score on that nine, the other nine still counts", async () => {
    const [player] = [(await createTestMember(db, f.sweep.id)).user];
    const event = await createTestEvent(db, f.sweep.id, { courseId: f.event.courseId, entrants: [player] });
    const cardId = (await db.scorecard.findFirstOrThrow({ where: { entry: { eventId: event.id } } })).id;
    await addTestScores(db, cardId, [0, ...TEST_HOLES.slice(1).map((hole) => hole.par)]);
    const card = scorecardDtoSchema.parse(await (await readCard(cardId, f.marker.user)).json());
    expect(card).toMatchObject({
      outGross: 0,
      inGross: 36,
      totalGross: 0,
      noReturn: { out: true, in: false, total: true },
      inPoints: 18,
      outPoints: 16,
      holesPlayed: 17,
      holesEntered: 18,
    });
    expect(card.scores[0]).toMatchObject({ holeNumber: 1, gross: 0, nett: null, points: 0 });
    expect(card.viewer).toMatchObject({ relation: "member", canMark: false, canSeeHistory: false });
  });

  it("tells each caller what they may do, and refuses those outside the sweep", async () => {
    const asMarker = scorecardDtoSchema.parse(await (await readCard(f.cards.member, f.marker.user)).json());
    expect(asMarker.viewer).toMatchObject({ relation: "marker", canMark: true, isAdmin: false, canSeeHistory: false });
    const asAdmin = scorecardDtoSchema.parse(await (await readCard(f.cards.member, f.admin.user)).json());
    expect(asAdmin.viewer).toMatchObject({ relation: "member", canMark: true, isAdmin: true, canSeeHistory: true });
    expect((await readCard(f.cards.member, f.outsider)).status).toBe(403);
    expect((await readCard(f.cards.member, f.pending.user)).status).toBe(403);
    expect((await readCard(randomUUID(), f.member.user)).status).toBe(404);
  });
});

describe("entering an event", () => {
  it("makes the card with one empty score per hole of the course, each at version 0", async () => {
    const player = (await createTestMember(db, f.sweep.id)).user;
    const event = await createTestEvent(db, f.sweep.id, { courseId: f.event.courseId, date: daysFromToday(7) });
    const response = await callRoute(enterEvent, {
      method: "POST",
      path: "/api/entries/enter",
      body: { id: event.id },
      as: signedIn(player),
    });
    expect(response.status).toBeLessThan(300);
    const card = await db.scorecard.findFirstOrThrow({
      where: { entry: { eventId: event.id } },
      select: { scores: { orderBy: { holeNumber: "asc" } } },
    });
    expect(card.scores.map((score) => [score.holeNumber, score.gross, score.version])).toEqual(
      TEST_HOLES.map((hole) => [hole.number, null, 0]),
    );
  });
});

describe("GET /api/events/{eventId}/cards/{cardId}", () => {
  const read = (eventId: string, cardId: string) =>
    callRoute(getEventCard, {
      path: `/api/events/${eventId}/cards/${cardId}`,
      params: { eventId, cardId },
      as: signedIn(f.member.user),
    });

  it("answers a card of the event, and 404 for a card of another event", async () => {
    const response = await read(f.event.id, f.cards.marker);
    expect(response.status).toBe(200);
    expect(scorecardDtoSchema.parse(await response.json()).player.id).toBe(f.marker.user.playerId);
    const other = await createTestEvent(db, f.sweep.id, { courseId: f.event.courseId });
    const refused = await read(other.id, f.cards.marker);
    expect(refused.status).toBe(404);
    expect((await readProblem(refused)).detail).toMatch(/scorecard/i);
  });
});

describe("GET /api/entries/play/{eventId}", () => {
  const play = (eventId: string, as: UserIdentity) =>
    callRoute(getPlay, { path: `/api/entries/play/${eventId}`, params: { eventId }, as: signedIn(as) });

  it("gives the caller their own card, the card they mark and their group with the cards' playing handicaps", async () => {
    await db.scorecard.update({ where: { id: f.cards.marker }, data: { eventHandicap: 12 } });
    const response = await play(f.event.id, f.member.user);
    expect(response.status).toBe(200);
    const dto = playDtoSchema.parse(await response.json());
    expect(dto).toMatchObject({
      id: f.event.id,
      sweepId: f.sweep.id,
      sweepName: f.sweep.name,
      date: "2026-06-07",
      drawn: true,
      complete: false,
      userHasJoined: true,
    });
    expect(dto.playerCard).toMatchObject({ id: f.cards.member, viewer: { relation: "player", canMark: true } });
    expect(dto.markerCard).toMatchObject({ id: f.cards.marker, viewer: { relation: "marker", canMark: true } });
    expect(dto.groupPlayers).toHaveLength(2);
    expect(dto.groupPlayers).toContainEqual({
      id: f.marker.user.playerId,
      fullName: f.marker.user.name,
      currentHandicap: 12,
      cardId: f.cards.marker,
      guest: false,
    });
    expect(dto.groupPlayers).toContainEqual({
      id: f.member.user.playerId,
      fullName: f.member.user.name,
      currentHandicap: (await db.scorecard.findUniqueOrThrow({ where: { id: f.cards.member } })).eventHandicap,
      cardId: f.cards.member,
      guest: false,
    });
  });

  it("has no cards for a member who did not enter, and refuses non-members", async () => {
    const dto = playDtoSchema.parse(await (await play(f.event.id, f.admin.user)).json());
    expect(dto).toMatchObject({ playerCard: null, markerCard: null, groupPlayers: [] });
    expect((await play(f.event.id, f.outsider)).status).toBe(403);
    expect((await play(randomUUID(), f.member.user)).status).toBe(404);
  });
});
