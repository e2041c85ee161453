import { beforeAll, describe, expect, it } from "vitest";
import { GET as getEvent, PUT as updateEvent } from "@/app/api/events/[eventId]/route";
import { POST as addEventPlayer } from "@/app/api/events/[eventId]/players/[playerId]/route";
import { PUT as setPlayerTee } from "@/app/api/events/[eventId]/players/[playerId]/tee/route";
import { GET as getCard } from "@/app/api/scorecards/[cardId]/route";
import { DEFAULT_HANDICAP_RULES } from "@/lib/golf";
import { db } from "@/lib/server/db/infra/client";
import { entryDtoSchema } from "@/lib/validation/entries";
import { eventDtoSchema } from "@/lib/validation/events";
import { scorecardDtoSchema } from "@/lib/validation/scorecards";
import {
  addTestHandicap,
  createTestEvent,
  createTestMember,
  createTestSweep,
  daysFromToday,
  signedIn,
  TEST_HOLES,
  type TestSweep,
} from "../factories";
import { callRoute } from "./http";

// docs/golf-rules.md#handicap-basis: Slope 128 / 70.1 and Slope 130 / 72.5 on a par-72 course.
const TEES = [
  { name: "Yellow", courseRatingTenths: 701, slopeRating: 128 },
  { name: "Red", courseRatingTenths: 725, slopeRating: 130 },
];

async function sweepOnBasis(basis: "society" | "whs") {
  const sweep = await createTestSweep(db);
  await db.sweep.update({ where: { id: sweep.id }, data: { handicapRules: { ...DEFAULT_HANDICAP_RULES, basis } } });
  const course = await db.course.create({
    data: {
      sweepId: sweep.id,
      name: "Tee Course",
      holes: { create: TEST_HOLES.map(({ number, par, index }) => ({ number, par, index })) },
      tees: { create: TEES },
    },
    select: { id: true },
  });
  const event = await createTestEvent(db, sweep.id, { courseId: course.id, date: daysFromToday(7) });
  const { user } = await createTestMember(db, sweep.id, "approved", "Index");
  await addTestHandicap(db, sweep.id, user.playerId, 25.8);
  return { sweep, courseId: course.id, eventId: event.id, playerId: user.playerId };
}

async function chooseTees(sweep: TestSweep, eventId: string, courseId: string, teeName: string | null) {
  return callRoute(updateEvent, {
    method: "PUT",
    path: `/api/events/${eventId}`,
    params: { eventId },
    body: { courseId, date: daysFromToday(7), teeName },
    as: signedIn(sweep.owner),
  });
}

async function enter(sweep: TestSweep, eventId: string, playerId: string) {
  const res = await callRoute(addEventPlayer, {
    method: "POST",
    path: `/api/events/${eventId}/players/${playerId}`,
    params: { eventId, playerId },
    as: signedIn(sweep.owner),
  });
  expect(res.status).toBe(200);
}

async function entryOf(sweep: TestSweep, eventId: string, playerId: string) {
  const res = await callRoute(getEvent, {
    method: "GET",
    path: `/api/events/${eventId}`,
    params: { eventId },
    as: signedIn(sweep.owner),
  });
  const event = eventDtoSchema.parse(await res.json());
  const entry = event.entries.find((row) => row.player.id === playerId);
  if (!entry) throw new Error("no entry");
  return { event, entry };
}

function putPlayerTee(sweep: TestSweep, eventId: string, playerId: string, teeName: string | null) {
  return callRoute(setPlayerTee, {
    method: "PUT",
    path: `/api/events/${eventId}/players/${playerId}/tee`,
    params: { eventId, playerId },
    body: { teeName },
    as: signedIn(sweep.owner),
  });
}

describe("the society basis", () => {
  it("plays a 25.8 off 26 whatever tees the event names, with no index or course handicap", async () => {
    const { sweep, courseId, eventId, playerId } = await sweepOnBasis("society");
    expect((await chooseTees(sweep, eventId, courseId, "Yellow")).status).toBe(200);
    await enter(sweep, eventId, playerId);
    const { event, entry } = await entryOf(sweep, eventId, playerId);
    expect(event.teeName).toBe("Yellow");
    expect(entry.scoreCard).toMatchObject({ eventHandicap: 26, handicapIndex: null, courseHandicap: null });
  });
});

describe("the WHS basis", () => {
  let setup: Awaited<ReturnType<typeof sweepOnBasis>>;
  beforeAll(async () => {
    setup = await sweepOnBasis("whs");
  });

  it("plays off the society handicap until the event names its tees", async () => {
    const { sweep, eventId, playerId } = setup;
    await enter(sweep, eventId, playerId);
    const { entry } = await entryOf(sweep, eventId, playerId);
    expect(entry.scoreCard).toMatchObject({ eventHandicap: 26, handicapIndex: 25.8, courseHandicap: null });
  });

  it("gives the entrants' cards their course handicap once the event plays the yellow tees", async () => {
    const { sweep, courseId, eventId, playerId } = setup;
    expect((await chooseTees(sweep, eventId, courseId, "yellow")).status).toBe(200);
    const { event, entry } = await entryOf(sweep, eventId, playerId);
    expect(event.teeName).toBe("Yellow");
    expect(entry.scoreCard).toMatchObject({ eventHandicap: 27, handicapIndex: 25.8, courseHandicap: 27.3 });

    const res = await callRoute(getCard, {
      method: "GET",
      path: `/api/scorecards/${entry.scoreCard.id}`,
      params: { cardId: entry.scoreCard.id },
      as: signedIn(sweep.owner),
    });
    const card = scorecardDtoSchema.parse(await res.json());
    expect(card).toMatchObject({ eventHandicap: 27, handicapIndex: 25.8, courseHandicap: 27.3, teeName: "Yellow" });
  });

  it("refuses tees the course does not have, saying so", async () => {
    const { sweep, courseId, eventId, playerId } = setup;
    const res = await chooseTees(sweep, eventId, courseId, "Blue");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/no tees called Blue/);
    expect((await putPlayerTee(sweep, eventId, playerId, "Blue")).status).toBe(400);
  });

  it("gives one player the red tees, and back to the event's", async () => {
    const { sweep, eventId, playerId } = setup;
    const res = await putPlayerTee(sweep, eventId, playerId, "Red");
    expect(res.status).toBe(200);
    const entry = entryDtoSchema.parse(await res.json());
    // 25.8 × 130 / 113 + (72.5 − 72) = 30.18
    expect(entry).toMatchObject({ teeName: "Red", scoreCard: { eventHandicap: 30, courseHandicap: 30.2 } });
    const history = await db.cardChange.findMany({ where: { scorecardId: entry.scoreCard.id, kind: "handicap" } });
    expect(history.map((row) => [row.previousValue, row.value, row.reason])).toEqual([
      [27, 30, "Plays from the Red tees."],
    ]);

    const back = entryDtoSchema.parse(await (await putPlayerTee(sweep, eventId, playerId, null)).json());
    expect(back).toMatchObject({ teeName: null, scoreCard: { eventHandicap: 27 } });
  });

  it("keeps a started card's tees", async () => {
    const { sweep, eventId, playerId } = setup;
    const { entry } = await entryOf(sweep, eventId, playerId);
    const written = await db.score.updateMany({
      where: { scorecardId: entry.scoreCard.id, holeNumber: 1 },
      data: { gross: 5 },
    });
    expect(written.count).toBe(1);
    const res = await putPlayerTee(sweep, eventId, playerId, "Red");
    expect(res.status).toBe(409);
    expect((await entryOf(sweep, eventId, playerId)).entry.scoreCard.eventHandicap).toBe(27);
  });

  it("follows a new index on a card with no score", async () => {
    const { sweep, courseId, playerId } = setup;
    const other = await createTestEvent(db, sweep.id, { courseId, date: daysFromToday(14) });
    await db.event.update({ where: { id: other.id }, data: { teeName: "Yellow" } });
    await enter(sweep, other.id, playerId);
    await addTestHandicap(db, sweep.id, playerId, 40.2);
    const { refreshPlayingHandicaps } = await import("@/lib/server/db/playing-handicaps");
    await db.$transaction((tx) => refreshPlayingHandicaps(tx, sweep.id, [playerId], { playerId: null, reason: null }));
    // 40.2 × 128 / 113 − 1.9 = 43.64
    const { entry } = await entryOf(sweep, other.id, playerId);
    expect(entry.scoreCard).toMatchObject({ eventHandicap: 44, handicapIndex: 40.2, courseHandicap: 43.6 });
  });
});
