import { beforeAll, describe, expect, it } from "vitest";
import { GET as getEvent } from "@/app/api/events/[eventId]/route";
import { POST as addEventPlayer } from "@/app/api/events/[eventId]/players/[playerId]/route";
import { POST as closeEvent } from "@/app/api/events/close/[eventId]/route";
import { POST as drawEvent } from "@/app/api/events/draw/[eventId]/route";
import { POST as reopenEvent } from "@/app/api/events/reopen/[eventId]/route";
import { POST as addHandicap } from "@/app/api/sweeps/[sweepId]/players/[playerId]/handicaps/route";
import { handicapUpdatesAfterDraw } from "@/lib/events/handicap-updates";
import { eventHandicap } from "@/lib/golf";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { closeEventDtoSchema, eventDtoSchema, type EventDto } from "@/lib/validation/events";
import {
  addTestHandicap,
  addTestScores,
  createScoredEvent,
  createTestEvent,
  createTestMember,
  createTestSweep,
  daysFromToday,
  signedIn,
  type TestSweep,
} from "../factories";
import { callRoute } from "./http";

let sweep: TestSweep;
let owner: UserIdentity;

beforeAll(async () => {
  sweep = await createTestSweep(db);
  owner = sweep.owner;
});

const as = () => signedIn(owner);

async function readEvent(eventId: string): Promise<EventDto> {
  const res = await callRoute(getEvent, {
    method: "GET",
    path: `/api/events/${eventId}`,
    params: { eventId },
    as: as(),
  });
  expect(res.status).toBe(200);
  return eventDtoSchema.parse(await res.json());
}

async function enter(eventId: string, playerId: string) {
  const res = await callRoute(addEventPlayer, {
    method: "POST",
    path: `/api/events/${eventId}/players/${playerId}`,
    params: { eventId, playerId },
    as: as(),
  });
  expect(res.status).toBeLessThan(300);
}

async function draw(eventId: string) {
  const res = await callRoute(drawEvent, {
    method: "POST",
    path: `/api/events/draw/${eventId}`,
    params: { eventId },
    body: { redraw: false },
    as: as(),
  });
  expect(res.status).toBe(200);
}

async function recordHandicap(playerId: string, handicap: number, reason: string) {
  const res = await callRoute(addHandicap, {
    method: "POST",
    path: `/api/sweeps/${sweep.id}/players/${playerId}/handicaps`,
    params: { sweepId: sweep.id, playerId },
    body: { handicap, reason },
    as: as(),
  });
  expect(res.status).toBe(201);
}

const handicapOf = (event: EventDto, playerId: string) =>
  event.entries.find((entry) => entry.player.id === playerId)?.scoreCard.eventHandicap;

async function currentExact(playerId: string): Promise<number> {
  const latest = await db.handicapEntry.findFirstOrThrow({
    where: { sweepId: sweep.id, playerId, withdrawnAt: null, correctedAt: null },
    orderBy: [{ created: "desc" }, { id: "desc" }],
  });
  return latest.exactTenths / 10;
}

describe("playing handicaps stay current until play starts", () => {
  it("a close between the draw and play updates next Sunday's drawn field, its sheet data and the note", async () => {
    const cut = await createTestMember(db, sweep.id, "approved", "Cut");
    const steady = await createTestMember(db, sweep.id, "approved", "Steady");
    const started = await createTestMember(db, sweep.id, "approved", "Started");
    await addTestHandicap(db, sweep.id, cut.user.playerId, 7.3, { created: new Date("2026-01-01T00:00:00Z") });
    await addTestHandicap(db, sweep.id, steady.user.playerId, 30, { created: new Date("2026-01-01T00:00:00Z") });
    await addTestHandicap(db, sweep.id, started.user.playerId, 20, { created: new Date("2026-01-01T00:00:00Z") });

    // Last Sunday: Cut plays to par off 7 (43 points, a cut); Steady a bogey a hole off 30 (48 points, a cut too).
    const played = await createScoredEvent(db, sweep.id, [cut.user, steady.user], daysFromToday(-7));
    // Next Sunday: everyone entered and drawn before last Sunday's close.
    const next = await createTestEvent(db, sweep.id, { date: daysFromToday(7) });
    for (const player of [cut.user, steady.user, started.user]) await enter(next.id, player.playerId);
    await draw(next.id);
    const drawn = await readEvent(next.id);
    expect(handicapOf(drawn, cut.user.playerId)).toBe(7);
    expect(handicapUpdatesAfterDraw(drawn.entries)).toEqual([]);

    // Started has begun his round (a score on hole 1) before the close: his card keeps its handicap.
    const startedCard = drawn.entries.find((entry) => entry.player.id === started.user.playerId)!.scoreCard.id;
    await db.score.updateMany({ where: { scorecardId: startedCard, holeNumber: 1 }, data: { gross: 5 } });
    await recordHandicap(started.user.playerId, 18.2, "New WHS index from the club");

    const closed = await callRoute(closeEvent, {
      method: "POST",
      path: `/api/events/close/${played.id}`,
      params: { eventId: played.id },
      as: as(),
    });
    expect(closed.status).toBe(200);
    const changes = closeEventDtoSchema.parse(await closed.json()).closing.handicapChanges;
    const cutChange = changes.find((change) => change.playerId === cut.user.playerId)!;
    expect(cutChange.fromExact).toBe(7.3);
    expect(cutChange.toExact).toBeLessThan(7);

    const after = await readEvent(next.id);
    const cutNow = eventHandicap(cutChange.toExact, { winter: false });
    expect(handicapOf(after, cut.user.playerId)).toBe(cutNow);
    // The group view and the draw sheet read the same entries: one date of handicaps in the whole field.
    const grouped = after.groups.flatMap((group) => group.entries);
    expect(grouped.find((entry) => entry.player.id === cut.user.playerId)?.scoreCard.eventHandicap).toBe(cutNow);
    for (const player of [cut.user, steady.user]) {
      expect(handicapOf(after, player.playerId)).toBe(
        eventHandicap(await currentExact(player.playerId), { winter: false }),
      );
    }
    expect(handicapOf(after, started.user.playerId)).toBe(20);
    const notes = handicapUpdatesAfterDraw(after.entries);
    expect(notes).toContainEqual({
      playerId: cut.user.playerId,
      fullName: expect.stringContaining("Cut") as string,
      from: 7,
      to: cutNow,
    });
    expect(notes.map((note) => note.playerId)).not.toContain(started.user.playerId);

    // The card's history says who changed it and why.
    const cutCard = after.entries.find((entry) => entry.player.id === cut.user.playerId)!.scoreCard.id;
    const cardChanges = await db.cardChange.findMany({ where: { scorecardId: cutCard, kind: "handicap" } });
    expect(cardChanges).toMatchObject([
      { previousValue: 7, value: cutNow, byPlayerId: owner.playerId, reason: "Adjusted when the event was closed." },
    ]);

    // A late entrant gets today's handicap too.
    const late = await createTestMember(db, sweep.id, "approved", "Late");
    await addTestHandicap(db, sweep.id, late.user.playerId, 11.6);
    await enter(next.id, late.user.playerId);
    expect(handicapOf(await readEvent(next.id), late.user.playerId)).toBe(12);

    // Reopening last Sunday withdraws the cut: next Sunday's card follows it back.
    const reopened = await callRoute(reopenEvent, {
      method: "POST",
      path: `/api/events/reopen/${played.id}`,
      params: { eventId: played.id },
      as: as(),
    });
    expect(reopened.status).toBe(200);
    expect(handicapOf(await readEvent(next.id), cut.user.playerId)).toBe(7);
    const kept = await db.handicapEntry.findMany({ where: { eventId: played.id } });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((entry) => entry.withdrawnAt !== null && entry.withdrawnById === owner.playerId)).toBe(true);
  });

  it("an admin's change reaches every open event of the member, winter allowance included, but no closed one", async () => {
    const { user } = await createTestMember(db, sweep.id, "approved", "Winter");
    await addTestHandicap(db, sweep.id, user.playerId, 16, { created: new Date("2026-01-01T00:00:00Z") });
    const summer = await createTestEvent(db, sweep.id, { date: daysFromToday(14) });
    const winter = await createTestEvent(db, sweep.id, { date: daysFromToday(21), winterHandicaps: true });
    const closed = await createTestEvent(db, sweep.id, { complete: true, entrants: [user] });
    await db.scorecard.updateMany({ where: { entry: { eventId: closed.id } }, data: { eventHandicap: 16 } });
    await enter(summer.id, user.playerId);
    await enter(winter.id, user.playerId);
    expect(handicapOf(await readEvent(winter.id), user.playerId)).toBe(12);

    await recordHandicap(user.playerId, 21.4, "Back from injury");
    expect(handicapOf(await readEvent(summer.id), user.playerId)).toBe(21);
    expect(handicapOf(await readEvent(winter.id), user.playerId)).toBe(16);
    const closedCard = await db.scorecard.findFirstOrThrow({ where: { entry: { eventId: closed.id } } });
    expect(closedCard.eventHandicap).toBe(16);
  });

  it("a card with a score keeps its handicap through a change; a picked-up hole counts as started", async () => {
    const { user } = await createTestMember(db, sweep.id, "approved", "PickedUp");
    await addTestHandicap(db, sweep.id, user.playerId, 10, { created: new Date("2026-01-01T00:00:00Z") });
    const event = await createTestEvent(db, sweep.id, { date: daysFromToday(3) });
    await enter(event.id, user.playerId);
    const card = (await readEvent(event.id)).entries[0]!.scoreCard.id;
    await db.score.deleteMany({ where: { scorecardId: card } });
    await addTestScores(db, card, [0]);
    await recordHandicap(user.playerId, 14, "Correction from the club");
    expect(handicapOf(await readEvent(event.id), user.playerId)).toBe(10);
  });
});
