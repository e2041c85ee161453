import { beforeAll, describe, expect, it } from "vitest";
import { POST as createCourse } from "@/app/api/courses/route";
import { PUT as updateCourse } from "@/app/api/courses/[courseId]/route";
import { POST as createEvent } from "@/app/api/events/route";
import { GET as getEvent } from "@/app/api/events/[eventId]/route";
import { POST as addEventPlayer } from "@/app/api/events/[eventId]/players/[playerId]/route";
import { GET as getLiveLeaderboard } from "@/app/api/events/[eventId]/leaderboard/route";
import { POST as closeEvent } from "@/app/api/events/close/[eventId]/route";
import { POST as drawEvent } from "@/app/api/events/draw/[eventId]/route";
import { GET as getResults } from "@/app/api/events/results/[eventId]/route";
import { GET as getCard } from "@/app/api/scorecards/[cardId]/route";
import { GET as getTopFive } from "@/app/api/sweeps/[sweepId]/leaderboard/route";
import { GET as getOrderOfMerit } from "@/app/api/sweeps/[sweepId]/order-of-merit/route";
import { DEFAULT_OOM_RULES } from "@/lib/golf";
import { db } from "@/lib/server/db/infra/client";
import { courseDtoSchema } from "@/lib/validation/courses";
import { closeEventDtoSchema, eventDtoSchema } from "@/lib/validation/events";
import {
  eventLeaderboardDtoSchema,
  eventResultsDtoSchema,
  leaderboardEntryDtoSchema,
  orderOfMeritDtoSchema,
} from "@/lib/validation/results";
import { scorecardDtoSchema } from "@/lib/validation/scorecards";
import {
  addTestHandicap,
  CLOSE_ANYWAY,
  createScoredEvent,
  createTestCourse,
  createTestMember,
  createTestSweep,
  daysFromToday,
  signedIn,
  TEST_HOLES,
  type TestSweep,
} from "../factories";
import { callRoute, readProblem } from "./http";

// docs/golf-rules.md#nine-hole-cards: TEST_HOLES' back nine is par 36 with stroke indexes 2, 4, …, 18 on holes 10–18,
// so its holes rank 1..9 in hole order.
const BACK_NINE = TEST_HOLES.filter((hole) => hole.number > 9);
const NINE_HOLE_COURSE = TEST_HOLES.filter((hole) => hole.number <= 9);

let sweep: TestSweep;
let bob: { playerId: string };
let ian: { playerId: string };
let courseId: string;

beforeAll(async () => {
  sweep = await createTestSweep(db);
  bob = (await createTestMember(db, sweep.id, "approved", "Bob")).user;
  ian = (await createTestMember(db, sweep.id, "approved", "Ian")).user;
  await addTestHandicap(db, sweep.id, bob.playerId, 20, { created: new Date("2026-01-01") });
  await addTestHandicap(db, sweep.id, ian.playerId, 10, { created: new Date("2026-01-01") });
  courseId = (await createTestCourse(db, sweep.id)).id;
});

const asOwner = () => signedIn(sweep.owner);

async function newEvent(body: Record<string, unknown>) {
  return callRoute(createEvent, {
    method: "POST",
    path: "/api/events",
    body: { sweepId: sweep.id, date: daysFromToday(7), ...body },
    as: asOwner(),
  });
}

async function readEvent(eventId: string) {
  const res = await callRoute(getEvent, { path: `/api/events/${eventId}`, params: { eventId }, as: asOwner() });
  return eventDtoSchema.parse(await res.json());
}

async function enter(eventId: string, playerId: string) {
  const res = await callRoute(addEventPlayer, {
    method: "POST",
    path: `/api/events/${eventId}/players/${playerId}`,
    params: { eventId, playerId },
    as: asOwner(),
  });
  expect(res.status).toBe(200);
}

/** Writes a gross on each hole of the card's nine, in hole order. */
async function scoreNine(cardId: string, holes: ReadonlyArray<{ number: number }>, gross: readonly number[]) {
  for (const [at, hole] of holes.entries()) {
    await db.score.update({
      where: { scorecardId_holeNumber: { scorecardId: cardId, holeNumber: hole.number } },
      data: { gross: gross[at]! },
    });
  }
}

describe("nine-hole courses", () => {
  it("are accepted with nine holes and a nine-hole Course Rating, and keep their hole count once played", async () => {
    const res = await callRoute(createCourse, {
      method: "POST",
      path: "/api/courses",
      body: {
        sweepId: sweep.id,
        name: "The Nine",
        holes: NINE_HOLE_COURSE,
        tees: [{ name: "Yellow", courseRating: 35.1, slopeRating: 125 }],
      },
      as: asOwner(),
    });
    expect(res.status).toBe(201);
    const course = courseDtoSchema.parse(await res.json());
    expect(course).toMatchObject({ par: 36, holes: NINE_HOLE_COURSE });

    const tooHigh = await callRoute(createCourse, {
      method: "POST",
      path: "/api/courses",
      body: {
        sweepId: sweep.id,
        name: "Too Hard",
        holes: NINE_HOLE_COURSE,
        tees: [{ name: "Yellow", courseRating: 70.1, slopeRating: 125 }],
      },
      as: asOwner(),
    });
    expect(tooHigh.status).toBe(400);
    expect((await readProblem(tooHigh)).detail).toMatch(/over 9 holes is between 18.0 and 54.0/);

    const frontOfNine = await newEvent({ courseId: course.id, nine: "back" });
    expect(frontOfNine.status).toBe(400);
    expect((await readProblem(frontOfNine)).detail).toMatch(/nine holes, so the event plays all of them/);

    const whole = await newEvent({ courseId: course.id });
    expect(whole.status).toBe(201);
    const eighteen = await callRoute(updateCourse, {
      method: "PUT",
      path: `/api/courses/${course.id}`,
      params: { courseId: course.id },
      body: { name: "The Nine", holes: TEST_HOLES, tees: [] },
      as: asOwner(),
    });
    expect(eighteen.status).toBe(409);
    expect((await readProblem(eighteen)).detail).toMatch(/number of holes cannot change/);
  });
});

describe("a back-nine event from entry to the order of merit", () => {
  let eventId: string;
  let cards: { bob: string; ian: string };

  it("is created on the back nine of an 18-hole course, with the nine's par", async () => {
    const res = await newEvent({ courseId, nine: "back" });
    expect(res.status).toBe(201);
    eventId = eventDtoSchema.parse(await res.json()).id;
    const event = await readEvent(eventId);
    expect(event).toMatchObject({ nine: "back", coursePar: 36 });
  });

  it("plays each entrant off half the handicap, on a card of the nine's holes", async () => {
    await enter(eventId, bob.playerId);
    await enter(eventId, ian.playerId);
    const draw = await callRoute(drawEvent, {
      method: "POST",
      path: `/api/events/draw/${eventId}`,
      params: { eventId },
      as: asOwner(),
    });
    expect(draw.status).toBe(200);
    const event = await readEvent(eventId);
    const cardOf = (playerId: string) => event.entries.find((entry) => entry.player.id === playerId)!.scoreCard;
    expect(cardOf(bob.playerId).eventHandicap).toBe(10);
    expect(cardOf(ian.playerId).eventHandicap).toBe(5);
    cards = { bob: cardOf(bob.playerId).id, ian: cardOf(ian.playerId).id };

    // Bob (playing 10) takes par on every hole: two strokes on hole 10 (rank 1), one on the rest: 4 + 8 × 3 = 28.
    await scoreNine(
      cards.bob,
      BACK_NINE,
      BACK_NINE.map((hole) => hole.par),
    );
    // Ian (playing 5) takes a bogey on every hole: strokes on holes 10–14 (ranks 1–5): 5 × 2 + 4 × 1 = 14.
    await scoreNine(
      cards.ian,
      BACK_NINE,
      BACK_NINE.map((hole) => hole.par + 1),
    );
    const res = await callRoute(getCard, {
      path: `/api/scorecards/${cards.bob}`,
      params: { cardId: cards.bob },
      as: asOwner(),
    });
    const card = scorecardDtoSchema.parse(await res.json());
    expect(card.scores.map((score) => score.holeNumber)).toEqual(BACK_NINE.map((hole) => hole.number));
    expect(card.totalPoints).toBe(28);
  });

  it("shows the nine on the live leaderboard", async () => {
    const res = await callRoute(getLiveLeaderboard, {
      path: `/api/events/${eventId}/leaderboard`,
      params: { eventId },
      as: asOwner(),
    });
    expect(res.status).toBe(200);
    const board = eventLeaderboardDtoSchema.parse(await res.json());
    expect(board.rows.map((row) => [row.player.id, row.totalPoints, row.thru])).toEqual([
      [bob.playerId, 28, 9],
      [ian.playerId, 14, 9],
    ]);
  });

  it("closes with positions and order-of-merit points, and the results show the nine's holes", async () => {
    const closed = await callRoute(closeEvent, {
      method: "POST",
      path: `/api/events/close/${eventId}`,
      params: { eventId },
      body: CLOSE_ANYWAY,
      as: asOwner(),
    });
    expect(closed.status).toBe(200);
    const closing = closeEventDtoSchema.parse(await closed.json()).closing;
    expect(closing.results.map((row) => [row.playerId, row.position])).toEqual([
      [bob.playerId, 1],
      [ian.playerId, 2],
    ]);

    const res = await callRoute(getResults, {
      path: `/api/events/results/${eventId}`,
      params: { eventId },
      as: asOwner(),
    });
    const results = eventResultsDtoSchema.parse(await res.json());
    expect(results.cards.map((card) => [card.player.id, card.totalPoints, card.scores.length])).toEqual([
      [bob.playerId, 28, 9],
      [ian.playerId, 14, 9],
    ]);
    expect(results.cards[0]!.scores[0]).toMatchObject({ holeNumber: 10, strokes: 2, points: 4 });
  });

  it("counts in the order of merit by position", async () => {
    const res = await callRoute(getOrderOfMerit, {
      path: `/api/sweeps/${sweep.id}/order-of-merit`,
      params: { sweepId: sweep.id },
      as: asOwner(),
    });
    const oom = orderOfMeritDtoSchema.parse(await res.json());
    const pointsOf = (playerId: string) => oom.entries.find((entry) => entry.player.id === playerId)?.totalPoints;
    expect(pointsOf(bob.playerId)).toBeGreaterThan(pointsOf(ian.playerId) ?? 0);
  });

  it("keeps its cards out of the top-five leaderboard unless the rules let nine-hole cards in", async () => {
    const eighteen = await createScoredEvent(db, sweep.id, [bob, ian], "2026-05-01");
    expect(
      (
        await callRoute(closeEvent, {
          method: "POST",
          path: `/api/events/close/${eighteen.id}`,
          params: { eventId: eighteen.id },
          body: CLOSE_ANYWAY,
          as: asOwner(),
        })
      ).status,
    ).toBe(200);
    const topFive = async () => {
      const res = await callRoute(getTopFive, {
        path: `/api/sweeps/${sweep.id}/leaderboard`,
        params: { sweepId: sweep.id },
        as: asOwner(),
      });
      const rows = leaderboardEntryDtoSchema.array().parse(await res.json());
      return rows.find((row) => row.player.id === bob.playerId)?.topScoreCards.length;
    };
    expect(await topFive()).toBe(1);
    await db.sweep.update({
      where: { id: sweep.id },
      data: { oomRules: { ...DEFAULT_OOM_RULES, nineHoleCardsInTopFive: true } },
    });
    expect(await topFive()).toBe(2);
  });
});
