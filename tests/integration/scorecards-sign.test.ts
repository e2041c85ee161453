import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as changesRoute } from "@/app/api/cards/[cardId]/changes/route";
import { GET as eventCardsRoute } from "@/app/api/events/[eventId]/cards/route";
import { POST as updateRoute } from "@/app/api/scorecards/update/route";
import { POST as createCardRoute } from "@/app/api/scores/createCard/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { eventCardDtoSchema } from "@/lib/validation/events";
import { cardChangeDtoSchema, scorecardDtoSchema, scoreSaveDtoSchema } from "@/lib/validation/scorecards";
import {
  createSweepFixture,
  createTestEvent,
  createTestMember,
  signedIn,
  TEST_HOLES,
  type SweepFixture,
} from "../factories";
import { callRoute, readProblem } from "./http";
import { createMarkingPair, enterAgreedCard, putScore, readCard, scoreOf, sign } from "./scorecards-helpers";

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
});

const update = (body: Record<string, unknown>, as: UserIdentity, key?: string) =>
  callRoute(updateRoute, {
    method: "POST",
    path: "/api/scorecards/update",
    body,
    as: signedIn(as),
    headers: key ? { "idempotency-key": key } : {},
  });

/** The signed and attested flags of a card in the event's card list (what the close-event dialog lists). */
async function signedFlags(eventId: string, cardId: string) {
  const response = await callRoute(eventCardsRoute, {
    path: `/api/events/${eventId}/cards`,
    params: { eventId },
    as: signedIn(f.admin.user),
  });
  const card = eventCardDtoSchema
    .array()
    .parse(await response.json())
    .find((row) => row.id === cardId);
  return { signed: card?.signed, attested: card?.attested };
}

const history = (cardId: string, as: UserIdentity, hole?: number) =>
  callRoute(changesRoute, {
    path: `/api/cards/${cardId}/changes${hole ? `?hole=${hole}` : ""}`,
    params: { cardId },
    as: signedIn(as),
  });

describe("POST /api/scorecards/update", () => {
  it("enters a whole paper card at once, one history row per changed hole", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    const scores = TEST_HOLES.map((hole) => ({ holeNumber: hole.number, gross: hole.par, version: 0 }));
    const response = await update({ id: pair.cardId, scores }, pair.marker, randomUUID());
    expect(response.status).toBe(200);
    const card = scorecardDtoSchema.parse(await response.json());
    expect(card).toMatchObject({ version: 1, totalGross: 72, totalPoints: 36, holesEntered: 18 });
    const changes = await db.cardChange.findMany({ where: { scorecardId: pair.cardId } });
    expect(changes).toHaveLength(18);
    expect(changes.every((change) => change.role === "marker" && change.cardVersion === 1)).toBe(true);
  });

  it("leaves holes sent without a gross as they are, and refuses the lot when one hole is stale and differs", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    await putScore(pair.cardId, pair.player, { hole: 3, gross: 4 });
    const response = await update(
      {
        id: pair.cardId,
        scores: [
          { holeNumber: 1, gross: 5, version: 0 },
          { holeNumber: 2, version: 0 },
          { holeNumber: 3, gross: 3, version: 0 },
        ],
      },
      pair.marker,
    );
    expect(response.status).toBe(409);
    const problem = (await response.json()) as { conflict: { holeNumber: number; current: { gross: number } } };
    expect(problem.conflict).toMatchObject({ holeNumber: 3, current: { gross: 4 } });
    const card = await readCard(pair.cardId, pair.player);
    expect([scoreOf(card, 1).gross, scoreOf(card, 2).gross, scoreOf(card, 3).gross]).toEqual([null, null, 4]);
  });

  it("lets only admins change the event handicap, with a reason kept in the history", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    expect(
      (await update({ id: pair.cardId, eventHandicap: 12, reason: "Card handicap was wrong" }, pair.player)).status,
    ).toBe(403);
    const noReason = await update({ id: pair.cardId, eventHandicap: 12 }, f.admin.user);
    expect(noReason.status).toBe(400);
    expect((await readProblem(noReason)).errors?.[0]?.field).toBe("reason");
    const response = await update(
      { id: pair.cardId, eventHandicap: 12, reason: "Card handicap was wrong" },
      f.admin.user,
    );
    expect(response.status).toBe(200);
    expect(scorecardDtoSchema.parse(await response.json())).toMatchObject({ eventHandicap: 12, version: 1 });
    const [change] = await db.cardChange.findMany({ where: { scorecardId: pair.cardId, kind: "handicap" } });
    expect(change).toMatchObject({
      previousValue: 0,
      value: 12,
      role: "admin",
      reason: "Card handicap was wrong",
      byPlayerId: f.admin.user.playerId,
    });
  });
});

describe("POST /api/scores/createCard", () => {
  const create = (body: Record<string, unknown>, as: UserIdentity) =>
    callRoute(createCardRoute, { method: "POST", path: "/api/scores/createCard", body, as: signedIn(as) });

  it("gives the card one empty score per hole, once, and refuses another course or player", async () => {
    const player = (await createTestMember(db, f.sweep.id)).user;
    const event = await createTestEvent(db, f.sweep.id, { courseId: f.event.courseId, entrants: [player] });
    const cardId = (await db.scorecard.findFirstOrThrow({ where: { entry: { eventId: event.id } } })).id;
    const body = { id: cardId, courseId: f.event.courseId, playerId: player.playerId };
    const response = await create(body, player);
    expect(response.status).toBe(200);
    expect(scorecardDtoSchema.parse(await response.json()).scores.map((score) => score.gross)).toEqual(
      Array(18).fill(null),
    );
    expect((await create(body, player)).status).toBe(200);
    expect(await db.score.count({ where: { scorecardId: cardId } })).toBe(18);
    const otherCourse = await create({ ...body, courseId: randomUUID() }, player);
    expect(otherCourse.status).toBe(422);
    expect((await readProblem(otherCourse)).errors?.[0]?.field).toBe("courseId");
    expect((await create({ ...body, playerId: f.member.user.playerId }, player)).status).toBe(422);
    expect((await create(body, f.member.user)).status).toBe(403);
  });
});

describe("POST /api/cards/{cardId}/signatures", () => {
  it("refuses to sign a card with holes missing or where the player and marker differ, naming the holes", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    await putScore(pair.cardId, pair.player, { hole: 1, gross: 4 });
    await putScore(pair.cardId, pair.marker, { hole: 1, gross: 5 });
    const card = await readCard(pair.cardId, pair.player);
    const refused = await sign(pair.cardId, pair.player, card.version);
    expect(refused.status).toBe(422);
    expect((await readProblem(refused)).detail).toBe(
      "The card cannot be signed yet: holes 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18 have no gross yet; hole 1: the player entered 4, the marker 5.",
    );
  });

  it("lets the player sign and the marker attest; then only an admin changes the card, with a reason", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    const ready = await enterAgreedCard(pair);
    expect(ready.viewer.canSign).toBe(true);
    expect((await sign(pair.cardId, pair.player, ready.version - 1)).status).toBe(409);
    const key = randomUUID();
    const signed = await sign(pair.cardId, pair.player, ready.version, key);
    expect(signed.status).toBe(200);
    const afterSigning = scorecardDtoSchema.parse(await signed.json());
    expect(afterSigning).toMatchObject({
      signature: { by: { id: pair.player.playerId }, cardVersion: ready.version, current: true },
      attestation: null,
      locked: false,
    });
    expect(afterSigning.viewer.canSign).toBe(false);
    expect(await signedFlags(pair.eventId, pair.cardId)).toEqual({ signed: true, attested: false });
    expect((await sign(pair.cardId, pair.player, ready.version)).status).toBe(200);
    expect(await db.cardChange.count({ where: { scorecardId: pair.cardId, kind: "signature" } })).toBe(1);

    const attested = scorecardDtoSchema.parse(await (await sign(pair.cardId, pair.marker, ready.version)).json());
    expect(attested).toMatchObject({ attestation: { by: { id: pair.marker.playerId }, current: true }, locked: true });
    expect(attested.viewer.canMark).toBe(false);
    expect(await signedFlags(pair.eventId, pair.cardId)).toEqual({ signed: true, attested: true });

    const byPlayer = await putScore(pair.cardId, pair.player, { hole: 1, gross: 5 });
    expect(byPlayer.status).toBe(409);
    expect((await readProblem(byPlayer)).detail).toMatch(/signed and attested.*ask an admin/);
    expect((await putScore(pair.cardId, pair.marker, { hole: 1, gross: 5 })).status).toBe(409);
    expect((await putScore(pair.cardId, pair.marker, { hole: 2, gross: 4 })).status).toBe(409);
    const noReason = await putScore(pair.cardId, f.admin.user, { hole: 1, gross: 5 });
    expect(noReason.status).toBe(400);
    expect((await readProblem(noReason)).errors).toContainEqual(expect.objectContaining({ field: "reason" }));
    const byAdmin = await putScore(pair.cardId, f.admin.user, { hole: 1, gross: 5, reason: "Marker's card shows a 5" });
    expect(byAdmin.status).toBe(200);
    const changed = scoreSaveDtoSchema.parse(await byAdmin.json()).card;
    expect(changed).toMatchObject({ locked: true, signature: { current: false }, attestation: { current: false } });
    expect(await signedFlags(pair.eventId, pair.cardId)).toEqual({ signed: false, attested: false });
    expect(await db.cardChange.findFirst({ where: { scorecardId: pair.cardId, role: "admin" } })).toMatchObject({
      reason: "Marker's card shows a 5",
      value: 5,
    });
  });

  it("lets an admin attest a card with no marker, and refuses admins where the card has one", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    const ready = await enterAgreedCard(pair);
    expect((await sign(pair.cardId, f.admin.user, ready.version)).status).toBe(403);
    const single = (await createTestMember(db, f.sweep.id)).user;
    const event = await createTestEvent(db, f.sweep.id, {
      courseId: f.event.courseId,
      drawn: true,
      entrants: [single],
    });
    const cardId = (await db.scorecard.findFirstOrThrow({ where: { entry: { eventId: event.id } } })).id;
    for (const hole of TEST_HOLES) await putScore(cardId, single, { hole: hole.number, gross: hole.par });
    const card = await readCard(cardId, f.admin.user);
    expect(card.viewer.canSign).toBe(true);
    const attested = await sign(cardId, f.admin.user, card.version);
    expect(attested.status).toBe(200);
    expect(scorecardDtoSchema.parse(await attested.json()).attestation).toMatchObject({
      by: { id: f.admin.user.playerId },
    });
    expect(await db.cardChange.findFirst({ where: { scorecardId: cardId, kind: "attestation" } })).toMatchObject({
      role: "admin",
    });
  });
});

describe("refusals common to every change of a card", () => {
  it("refuse members who neither play nor mark the card, unknown cards and closed events", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    const bystander = (await createTestMember(db, f.sweep.id)).user;
    const scores = [{ holeNumber: 1, gross: 4, version: 0 }];
    expect((await update({ id: pair.cardId, scores }, bystander)).status).toBe(403);
    expect((await sign(pair.cardId, bystander, 0)).status).toBe(403);
    expect((await update({ id: randomUUID(), scores }, pair.player)).status).toBe(404);
    expect(
      (await putScore(randomUUID(), pair.player, { hole: 1, gross: 4, scoreId: randomUUID(), version: 0 })).status,
    ).toBe(404);
    const ready = await enterAgreedCard(pair);
    await db.event.update({ where: { id: pair.eventId }, data: { complete: true, closedAt: new Date() } });
    expect((await sign(pair.cardId, pair.player, ready.version)).status).toBe(409);
    expect(
      (await update({ id: pair.cardId, scores: [{ holeNumber: 1, gross: 6, version: 1 }] }, f.admin.user)).status,
    ).toBe(409);
  });
});

describe("GET /api/cards/{cardId}/changes", () => {
  it("shows the card's player and admins every change, newest first, and one hole's with ?hole=", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    await putScore(pair.cardId, pair.player, { hole: 1, gross: 4 });
    await putScore(pair.cardId, pair.marker, { hole: 1, gross: 5 });
    await putScore(pair.cardId, pair.player, { hole: 2, gross: 3 });
    const response = await history(pair.cardId, pair.player);
    expect(response.status).toBe(200);
    const changes = cardChangeDtoSchema.array().parse(await response.json());
    expect(changes.map((change) => [change.holeNumber, change.previousValue, change.value, change.role])).toEqual([
      [2, null, 3, "player"],
      [1, 4, 5, "marker"],
      [1, null, 4, "player"],
    ]);
    expect(changes[1]).toMatchObject({
      by: { id: pair.marker.playerId, fullName: pair.marker.name },
      kind: "gross",
      reason: null,
      cardVersion: 2,
    });
    const hole1 = cardChangeDtoSchema.array().parse(await (await history(pair.cardId, f.admin.user, 1)).json());
    expect(hole1.map((change) => change.value)).toEqual([5, 4]);
  });

  it("refuses the marker and other members", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    expect((await history(pair.cardId, pair.marker)).status).toBe(403);
    expect((await history(pair.cardId, f.member.user)).status).toBe(403);
    expect((await history(pair.cardId, f.outsider)).status).toBe(403);
  });
});
