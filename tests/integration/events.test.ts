import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getEventAtSingular } from "@/app/api/event/[eventId]/route";
import { GET as listCards } from "@/app/api/events/[eventId]/cards/route";
import { GET as listEntries } from "@/app/api/events/[eventId]/entries/route";
import { GET as listGroups } from "@/app/api/events/[eventId]/groups/route";
import { DELETE as deleteEvent, GET as getEvent, PUT as updateEvent } from "@/app/api/events/[eventId]/route";
import { POST as reopenEvent } from "@/app/api/events/reopen/[eventId]/route";
import { GET as listEvents, POST as createEvent } from "@/app/api/events/route";
import { systemEventId } from "@/lib/server/auth/system-access";
import { db } from "@/lib/server/db/infra/client";
import { closeEvent } from "@/lib/server/services/close-event";
import { entryDtoSchema } from "@/lib/validation/entries";
import { eventCardDtoSchema, eventDtoSchema, eventSummaryDtoSchema } from "@/lib/validation/events";
import {
  addTestHandicap,
  addTestScores,
  createScoredEvent,
  createSweepFixture,
  createTestCourse,
  createTestEvent,
  createTestMember,
  createTestSweep,
  daysFromToday,
  signedIn,
  TEST_HOLES,
  type SweepFixture,
} from "../factories";
import { callRoute, readProblem } from "./http";

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
});

const get = async (eventId: string, as = f.member.user) =>
  eventDtoSchema.parse(
    await (await callRoute(getEvent, { path: `/api/events/${eventId}`, params: { eventId }, as: signedIn(as) })).json(),
  );

describe("POST /api/events", () => {
  const create = (body: Record<string, unknown>, as = f.admin.user) =>
    callRoute(createEvent, {
      method: "POST",
      path: "/api/events",
      body: { sweepId: f.sweep.id, courseId: f.event.courseId, ...body },
      as: signedIn(as),
    });

  it("creates an event on one of the sweep's courses, flags off by default", async () => {
    const response = await create({ date: daysFromToday(10) });
    expect(response.status).toBe(201);
    const event = eventDtoSchema.parse(await response.json());
    expect(event).toMatchObject({
      sweepId: f.sweep.id,
      date: daysFromToday(10),
      course: { id: f.event.courseId },
      coursePar: 72,
      status: "pendingDraw",
      drawn: false,
      notDrawn: true,
      complete: false,
      inFuture: true,
      winterHandicaps: false,
      doublePoints: false,
      entriesOpenAfterDraw: false,
      entriesOpen: true,
      action: "join",
      userHasJoined: false,
      userRole: "admin",
      entries: [],
      groups: [],
      playerNames: [],
    });
    expect(event).not.toHaveProperty("groupedEntries");
    expect(event.sweepMembers.map((member) => member.id)).toContain(f.member.user.playerId);
  });

  it("reads a date-time as the day it names, and creates once when the client repeats its id", async () => {
    const id = randomUUID();
    const first = await create({ id, date: "2026-12-05T00:00:00+13:00", doublePoints: true });
    const again = await create({ id, date: "2026-12-05T00:00:00+13:00", doublePoints: true });
    expect(first.status).toBe(201);
    expect(eventDtoSchema.parse(await again.json())).toMatchObject({ id, date: "2026-12-05", doublePoints: true });
    expect(await db.event.count({ where: { id } })).toBe(1);
  });

  it("refuses a course of another sweep, and a missing date, with field errors", async () => {
    const elsewhere = await createTestCourse(db, (await createTestSweep(db)).id);
    const wrongCourse = await readProblem(await create({ courseId: elsewhere.id, date: daysFromToday(3) }));
    expect(wrongCourse).toMatchObject({
      status: 400,
      errors: [{ field: "courseId", message: "Choose one of this sweep's courses." }],
    });
    const noDate = await readProblem(await create({}));
    expect(noDate.errors).toEqual([{ field: "date", message: "Enter the date of play, e.g. 2026-06-07." }]);
  });

  it.each([
    "0000-01-01",
    "1899-12-31",
    "2101-01-01",
    "9999-12-31",
    "0000-01-01T00:00:00Z",
    "9999-12-31T23:59:59+14:00",
  ])("refuses %s, outside 1900 to 2100, naming the field, and stores nothing", async (date) => {
    const before = await db.event.count();
    const problem = await readProblem(await create({ date }));
    expect(problem).toMatchObject({
      status: 400,
      errors: [{ field: "date", message: "Enter the date of play between 1900 and 2100." }],
    });
    expect(await db.event.count()).toBe(before);
  });

  it("accepts the first and the last day of the range", async () => {
    for (const date of ["1900-01-01", "2100-12-31"]) {
      const response = await create({ date });
      expect(response.status).toBe(201);
      expect(eventDtoSchema.parse(await response.json()).date).toBe(date);
    }
  });
});

describe("GET /api/events", () => {
  it("lists the caller's events, upcoming soonest first then past latest first, with the action that applies", async () => {
    const sweep = await createTestSweep(db);
    const soon = await createTestEvent(db, sweep.id, { date: daysFromToday(3) });
    const later = await createTestEvent(db, sweep.id, { date: daysFromToday(30), entrants: [sweep.owner] });
    const drawnAhead = await createTestEvent(db, sweep.id, {
      date: daysFromToday(40),
      drawn: true,
      entrants: [sweep.owner],
    });
    const recent = await createTestEvent(db, sweep.id, {
      date: daysFromToday(-7),
      drawn: true,
      entrants: [sweep.owner],
    });
    const old = await createTestEvent(db, sweep.id, { date: daysFromToday(-60), drawn: true, complete: true });
    const response = await callRoute(listEvents, { path: "/api/events", as: signedIn(sweep.owner) });
    const events = eventSummaryDtoSchema.array().parse(await response.json());
    expect(events.map((event) => [event.id, event.action])).toEqual([
      [soon.id, "join"],
      [later.id, "withdraw"],
      [drawnAhead.id, "playOn"],
      [recent.id, "play"],
      [old.id, "results"],
    ]);
    expect(events[1]).toMatchObject({
      userHasJoined: true,
      playerCount: 1,
      status: "pendingDraw",
      sweepName: sweep.name,
    });
    const outsider = await callRoute(listEvents, { path: "/api/events", as: signedIn(f.outsider) });
    expect(await outsider.json()).toEqual([]);
  });
});

describe("GET /api/events/{eventId}", () => {
  it("answers the event page, the same at /api/event/{eventId}", async () => {
    const event = await get(f.event.id);
    expect(event).toMatchObject({
      status: "drawn",
      drawn: true,
      userHasJoined: true,
      userRole: "member",
      counts: { entries: 2, groups: 1, ungrouped: 0 },
    });
    expect(event.userEntry).toEqual({
      entryId: expect.any(String),
      scoreCardId: f.cards.member,
      marksScoreCardId: f.cards.marker,
    });
    const pairs = event.groupedEntries![0]!.map((entry) => [entry.player.id, entry.marker?.player.id] as const);
    expect(new Map(pairs)).toEqual(
      new Map([
        [f.member.user.playerId, f.marker.user.playerId],
        [f.marker.user.playerId, f.member.user.playerId],
      ]),
    );
    expect(event.playerNames.map((player) => player.id).sort()).toEqual(
      [f.member.user.playerId, f.marker.user.playerId].sort(),
    );
    const singular = await callRoute(getEventAtSingular, {
      path: `/api/event/${f.event.id}`,
      params: { eventId: f.event.id },
      as: signedIn(f.member.user),
    });
    expect(eventDtoSchema.parse(await singular.json())).toEqual(event);
  });

  it("answers 404 for an unknown event and 403 for a pending member", async () => {
    const unknown = await callRoute(getEvent, {
      path: "/x",
      params: { eventId: randomUUID() },
      as: signedIn(f.member.user),
    });
    expect(unknown.status).toBe(404);
    const pending = await callRoute(getEvent, {
      path: "/x",
      params: { eventId: f.event.id },
      as: signedIn(f.pending.user),
    });
    expect(pending.status).toBe(403);
  });
});

describe("PUT /api/events/{eventId}", () => {
  const edit = (eventId: string, body: Record<string, unknown>) =>
    callRoute(updateEvent, {
      method: "PUT",
      path: "/x",
      params: { eventId },
      body: { courseId: f.event.courseId, ...body },
      as: signedIn(f.admin.user),
    });

  it("refuses a date outside 1900 to 2100 and keeps the event's own", async () => {
    const event = await createTestEvent(db, f.sweep.id, { date: daysFromToday(5) });
    for (const date of ["0000-01-01", "9999-12-31"]) {
      const problem = await readProblem(await edit(event.id, { date }));
      expect(problem).toMatchObject({
        status: 400,
        errors: [{ field: "date", message: "Enter the date of play between 1900 and 2100." }],
      });
    }
    expect((await get(event.id, f.admin.user)).date).toBe(daysFromToday(5));
  });

  it("changes the date and flags until the draw; winter handicaps re-snapshot the cards at once (docs/golf-rules.md#event-playing-handicap)", async () => {
    await addTestHandicap(db, f.sweep.id, f.member.user.playerId, 20.3);
    const event = await createTestEvent(db, f.sweep.id, { date: daysFromToday(5), entrants: [f.member.user] });
    const response = await edit(event.id, {
      date: daysFromToday(6),
      winterHandicaps: true,
      entriesOpenAfterDraw: true,
    });
    const edited = eventDtoSchema.parse(await response.json());
    expect(edited).toMatchObject({ date: daysFromToday(6), winterHandicaps: true, entriesOpenAfterDraw: true });
    expect(edited.entries[0]?.scoreCard.eventHandicap).toBe(15); // 20.3 × 0.75 = 15.2
  });
});

describe("DELETE /api/events/{eventId}", () => {
  it("deletes an event with no score, entries and cards included", async () => {
    const event = await createTestEvent(db, f.sweep.id, { entrants: [f.member.user] });
    const response = await callRoute(deleteEvent, {
      method: "DELETE",
      path: "/x",
      params: { eventId: event.id },
      as: signedIn(f.admin.user),
    });
    expect(response.status).toBe(204);
    expect(await db.entry.count({ where: { eventId: event.id } })).toBe(0);
  });

  it("keeps an event once a score is entered", async () => {
    const event = await createScoredEvent(db, f.sweep.id, [f.member.user, f.marker.user]);
    const response = await callRoute(deleteEvent, {
      method: "DELETE",
      path: "/x",
      params: { eventId: event.id },
      as: signedIn(f.owner),
    });
    expect((await readProblem(response)).detail).toBe(
      "Scores have been entered for this event, so it cannot be deleted. Delete the scores first.",
    );
  });
});

describe("groups, entries and cards of an event", () => {
  it("lists entries with groups and markers, and cards by points once scores exist", async () => {
    const event = await createScoredEvent(db, f.sweep.id, [f.member.user, f.marker.user]);
    const params = { eventId: event.id };
    const groups = entryDtoSchema
      .array()
      .parse(await (await callRoute(listGroups, { path: "/x", params, as: signedIn(f.marker.user) })).json());
    expect(groups.map((entry) => entry.group)).toEqual([1, 1]);
    expect(groups[0]?.marker?.player.id).toBe(groups[1]?.player.id);
    const entries = entryDtoSchema
      .array()
      .parse(await (await callRoute(listEntries, { path: "/x", params, as: signedIn(f.marker.user) })).json());
    expect(entries.map((entry) => entry.player.fullName)).toEqual(
      [...entries.map((entry) => entry.player.fullName)].sort(),
    );
    const cards = eventCardDtoSchema
      .array()
      .parse(await (await callRoute(listCards, { path: "/x", params, as: signedIn(f.marker.user) })).json());
    expect(cards.map((card) => [card.player.id, card.position, card.totalPoints])).toEqual([
      [f.member.user.playerId, 1, 36],
      [f.marker.user.playerId, 2, 18],
    ]);
  });

  it("lists cards with no score after the scored ones, without a position", async () => {
    const event = await createTestEvent(db, f.sweep.id, { drawn: true, entrants: [f.member.user, f.marker.user] });
    const card = await db.scorecard.findFirstOrThrow({
      where: { entry: { eventId: event.id, playerId: f.marker.user.playerId } },
    });
    await addTestScores(
      db,
      card.id,
      TEST_HOLES.map((hole) => hole.par - 1),
    );
    const cards = eventCardDtoSchema
      .array()
      .parse(
        await (
          await callRoute(listCards, { path: "/x", params: { eventId: event.id }, as: signedIn(f.member.user) })
        ).json(),
      );
    expect(cards.map((row) => [row.player.id, row.position])).toEqual([
      [f.marker.user.playerId, 1],
      [f.member.user.playerId, null],
    ]);
  });
});

describe("POST /api/events/reopen/{eventId}", () => {
  it("reopens the sweep's most recently closed event, removing its OOM rows and withdrawing its handicap entries; an older one is refused", async () => {
    const sweep = await createTestSweep(db);
    const players = [
      { playerId: sweep.owner.playerId },
      { playerId: (await createTestMember(db, sweep.id)).user.playerId },
    ] as const;
    for (const player of players)
      await addTestHandicap(db, sweep.id, player.playerId, 18, { created: new Date("2026-01-01") });
    const older = await createScoredEvent(db, sweep.id, [...players], "2026-05-01");
    const latest = await createScoredEvent(db, sweep.id, [...players], "2026-05-08");
    await closeEvent(db, systemEventId(older.id), new Date("2026-05-01T18:00:00Z"));
    await closeEvent(db, systemEventId(latest.id), new Date("2026-05-08T18:00:00Z"));

    const reopen = (eventId: string) =>
      callRoute(reopenEvent, { method: "POST", path: "/x", params: { eventId }, as: signedIn(sweep.owner) });
    const refused = await readProblem(await reopen(older.id));
    expect(refused.status).toBe(409);
    expect(refused.detail).toContain("Only the sweep's most recently closed event");
    const reopened = eventDtoSchema.parse(await (await reopen(latest.id)).json());
    expect(reopened).toMatchObject({ complete: false, status: "drawn", oomPoints: [], closedAt: null });
    expect(await db.oomResult.count({ where: { eventId: latest.id } })).toBe(0);
    expect(await db.handicapEntry.count({ where: { eventId: latest.id, withdrawnAt: null } })).toBe(0);
    expect(await db.oomResult.count({ where: { eventId: older.id } })).toBe(2);
    expect((await readProblem(await reopen(latest.id))).detail).toBe(
      "This event is not closed, so there is nothing to reopen.",
    );
  });
});
