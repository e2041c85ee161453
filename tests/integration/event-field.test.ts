import { beforeAll, describe, expect, it } from "vitest";
import { POST as enter } from "@/app/api/entries/enter/route";
import { POST as withdraw } from "@/app/api/entries/withdraw/route";
import { DELETE as removePlayer, POST as addPlayer } from "@/app/api/events/[eventId]/players/[playerId]/route";
import { GET as getEvent, PUT as updateEvent } from "@/app/api/events/[eventId]/route";
import { POST as draw } from "@/app/api/events/draw/[eventId]/route";
import { GET as listEvents } from "@/app/api/events/route";
import { DELETE as removeMember } from "@/app/api/sweeps/[sweepId]/players/[playerId]/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { withdrawalDtoSchema } from "@/lib/validation/entries";
import { eventDtoSchema, eventSummaryDtoSchema } from "@/lib/validation/events";
import {
  createSweepFixture,
  createTestEvent,
  createTestMember,
  daysFromToday,
  signedIn,
  type SweepFixture,
} from "../factories";
import { callRoute, readProblem } from "./http";

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
});

const newMembers = (count: number) =>
  Promise.all(Array.from({ length: count }, async () => (await createTestMember(db, f.sweep.id)).user));
const cappedEvent = (maxField: number, entrants: UserIdentity[] = [], options = {}) =>
  createTestEvent(db, f.sweep.id, {
    courseId: f.event.courseId,
    date: daysFromToday(7),
    maxField,
    entrants: entrants.map((user) => ({ playerId: user.playerId })),
    ...options,
  });
const join = (eventId: string, user: UserIdentity) =>
  callRoute(enter, { method: "POST", path: "/api/entries/enter", body: { id: eventId }, as: signedIn(user) });
const leave = (eventId: string, user: UserIdentity) =>
  callRoute(withdraw, { method: "POST", path: "/api/entries/withdraw", body: { id: eventId }, as: signedIn(user) });
const eventAs = async (eventId: string, user: UserIdentity) =>
  eventDtoSchema.parse(
    await (await callRoute(getEvent, { path: "/x", params: { eventId }, as: signedIn(user) })).json(),
  );
const reserveNames = async (eventId: string) =>
  (await eventAs(eventId, f.owner)).reserves.map((reserve) => [reserve.position, reserve.player.id]);

describe("a field with a maximum: later entries go on the reserve list in order", () => {
  it("puts the entries past the cap on the reserve list, without a card, in the order they came", async () => {
    const [first, second, third] = await newMembers(3);
    const event = await cappedEvent(2, [f.member.user]);
    expect((await join(event.id, first!)).status).toBe(200);
    const asSecond = eventDtoSchema.parse(await (await join(event.id, second!)).json());
    expect(asSecond).toMatchObject({ userHasJoined: false, userReservePosition: 1, reserveCount: 1, maxField: 2 });
    expect(asSecond.action).toBe("withdraw");
    await join(event.id, third!);
    expect(await reserveNames(event.id)).toEqual([
      [1, second!.playerId],
      [2, third!.playerId],
    ]);
    expect(await db.entry.count({ where: { eventId: event.id } })).toBe(2);
    expect(await db.scorecard.count({ where: { entry: { eventId: event.id } } })).toBe(2);
    // Joining again keeps the reserve's place.
    await join(event.id, second!);
    expect((await eventAs(event.id, second!)).userReservePosition).toBe(1);
  });

  it("gives two members taking the last place at once one place and one reserve", async () => {
    for (let round = 0; round < 3; round++) {
      const [one, two] = await newMembers(2);
      const event = await cappedEvent(2, [f.member.user]);
      const statuses = await Promise.all([join(event.id, one!), join(event.id, two!)]);
      expect(statuses.map((response) => response.status)).toEqual([200, 200]);
      expect(await db.entry.count({ where: { eventId: event.id } })).toBe(2);
      expect(await db.eventReserve.count({ where: { eventId: event.id } })).toBe(1);
    }
  });

  it("never lets a crowd joining at once past the cap", async () => {
    const crowd = await newMembers(9);
    const event = await cappedEvent(6);
    await Promise.all(crowd.map((user) => join(event.id, user)));
    expect(await db.entry.count({ where: { eventId: event.id } })).toBe(6);
    expect((await reserveNames(event.id)).map(([position]) => position)).toEqual([1, 2, 3]);
  });

  it("puts an admin's addition to a full field on the reserve list too", async () => {
    const [late] = await newMembers(1);
    const event = await cappedEvent(1, [f.member.user]);
    const added = await callRoute(addPlayer, {
      method: "POST",
      path: "/x",
      params: { eventId: event.id, playerId: late!.playerId },
      as: signedIn(f.admin.user),
    });
    expect(added.status).toBe(200);
    expect(await reserveNames(event.id)).toEqual([[1, late!.playerId]]);
  });
});

describe("a place that comes free before the draw", () => {
  it("goes to the first reserve, who sees on their list of events that they moved up", async () => {
    const [entrant, firstReserve, secondReserve] = await newMembers(3);
    const event = await cappedEvent(1, [entrant!]);
    await join(event.id, firstReserve!);
    await join(event.id, secondReserve!);
    const left = await callRoute(removePlayer, {
      method: "DELETE",
      path: "/x",
      params: { eventId: event.id, playerId: entrant!.playerId },
      as: signedIn(f.admin.user),
    });
    const withdrawal = withdrawalDtoSchema.parse(await left.json());
    expect(withdrawal.promotedReserves).toEqual([{ id: firstReserve!.playerId, fullName: expect.any(String) }]);
    expect(withdrawal.message).toContain("moves up from the reserve list into the field");
    const promoted = await eventAs(event.id, firstReserve!);
    expect(promoted).toMatchObject({ userHasJoined: true, userReservePosition: null, userPromotedFromReserve: true });
    expect(await reserveNames(event.id)).toEqual([[1, secondReserve!.playerId]]);
    const listed = eventSummaryDtoSchema
      .array()
      .parse(await (await callRoute(listEvents, { path: "/api/events", as: signedIn(firstReserve!) })).json());
    expect(listed.find((row) => row.id === event.id)?.userPromotedFromReserve).toBe(true);
  });

  it("stays open after the draw: the admins fill it, nobody moves up by themself", async () => {
    const [entrant, other, reserve] = await newMembers(3);
    const event = await cappedEvent(2, [entrant!, other!]);
    await join(event.id, reserve!);
    const drawn = await callRoute(draw, {
      method: "POST",
      path: "/x",
      params: { eventId: event.id },
      body: {},
      as: signedIn(f.admin.user),
    });
    expect(drawn.status).toBe(200);
    const removed = await callRoute(removePlayer, {
      method: "DELETE",
      path: "/x",
      params: { eventId: event.id, playerId: entrant!.playerId },
      as: signedIn(f.admin.user),
    });
    expect(withdrawalDtoSchema.parse(await removed.json()).promotedReserves).toEqual([]);
    expect(await reserveNames(event.id)).toEqual([[1, reserve!.playerId]]);
  });

  it("lets a reserve leave the list, and a larger field lets the first reserves in", async () => {
    const [a, b, c] = await newMembers(3);
    const event = await cappedEvent(1, [f.member.user]);
    for (const user of [a!, b!, c!]) await join(event.id, user);
    expect(eventDtoSchema.parse(await (await leave(event.id, a!)).json())).toMatchObject({
      userReservePosition: null,
      action: "join",
    });
    // A member leaving the field before the draw makes room the same way as an admin's removal.
    expect((await leave(event.id, f.member.user)).status).toBe(200);
    expect((await eventAs(event.id, b!)).userPromotedFromReserve).toBe(true);
    const body = { courseId: f.event.courseId, date: daysFromToday(7), maxField: 2 };
    const grown = await callRoute(updateEvent, {
      method: "PUT",
      path: "/x",
      params: { eventId: event.id },
      body,
      as: signedIn(f.admin.user),
    });
    expect(grown.status).toBe(200);
    expect((await eventAs(event.id, c!)).userPromotedFromReserve).toBe(true);
    expect(await reserveNames(event.id)).toEqual([]);
  });
});

describe("the entry deadline", () => {
  it("stops members entering or withdrawing themselves after it; admins still can", async () => {
    const [late, entered] = await newMembers(2);
    const event = await cappedEvent(10, [entered!], { entryDeadline: daysFromToday(-1) });
    const refusedJoin = await join(event.id, late!);
    expect(refusedJoin.status).toBe(409);
    expect((await readProblem(refusedJoin)).detail).toMatch(/^Entries closed on /);
    const refusedLeave = await leave(event.id, entered!);
    expect(refusedLeave.status).toBe(409);
    expect((await readProblem(refusedLeave)).detail).toBe(
      "Entries have closed, so only an admin of the sweep can withdraw you now.",
    );
    const added = await callRoute(addPlayer, {
      method: "POST",
      path: "/x",
      params: { eventId: event.id, playerId: late!.playerId },
      as: signedIn(f.admin.user),
    });
    expect(added.status).toBe(200);
    expect(await db.entry.count({ where: { eventId: event.id } })).toBe(2);
  });

  it("keeps entries open on the deadline day itself", async () => {
    const [member] = await newMembers(1);
    const event = await cappedEvent(10, [], { entryDeadline: daysFromToday(0) });
    expect((await join(event.id, member!)).status).toBe(200);
    expect((await eventAs(event.id, member!)).entryDeadline).toBe(daysFromToday(0));
  });
});

describe("the entry deadline in the sweep's time zone", () => {
  it("closes at the end of the deadline day where the society plays, not where the server runs", async () => {
    // The tests run in Pacific/Auckland; at UTC-12 it is always still the day before there.
    const society = await createSweepFixture(db);
    await db.sweep.update({ where: { id: society.sweep.id }, data: { timeZone: "Etc/GMT+12" } });
    const societyToday = daysFromToday(-1);
    const event = await createTestEvent(db, society.sweep.id, {
      courseId: society.event.courseId,
      date: daysFromToday(7),
      entryDeadline: societyToday,
    });
    expect((await join(event.id, society.member.user)).status).toBe(200);
    expect(await db.entry.count({ where: { eventId: event.id, playerId: society.member.user.playerId } })).toBe(1);
  });
});

describe("a member removed from the sweep", () => {
  it("leaves its reserve lists, so they never move up into a field", async () => {
    const [leaver] = await newMembers(1);
    const event = await cappedEvent(1, [f.member.user]);
    await join(event.id, leaver!);
    expect(await reserveNames(event.id)).toEqual([[1, leaver!.playerId]]);
    const removed = await callRoute(removeMember, {
      method: "DELETE",
      path: "/x",
      params: { sweepId: f.sweep.id, playerId: leaver!.playerId },
      as: signedIn(f.owner),
    });
    expect(removed.status).toBeLessThan(300);
    expect(await reserveNames(event.id)).toEqual([]);
  });

  it("frees their place in an event still to be drawn for the first reserve, who sees they moved up", async () => {
    const [leaver, waiting] = await newMembers(2);
    const event = await cappedEvent(1, [leaver!]);
    await join(event.id, waiting!);
    expect(await reserveNames(event.id)).toEqual([[1, waiting!.playerId]]);
    const removed = await callRoute(removeMember, {
      method: "DELETE",
      path: "/x",
      params: { sweepId: f.sweep.id, playerId: leaver!.playerId },
      as: signedIn(f.owner),
    });
    expect(removed.status).toBeLessThan(300);
    const entrants = await db.entry.findMany({ where: { eventId: event.id }, select: { playerId: true } });
    expect(entrants).toEqual([{ playerId: waiting!.playerId }]);
    expect(await reserveNames(event.id)).toEqual([]);
    expect((await eventAs(event.id, waiting!)).userPromotedFromReserve).toBe(true);
  });
});
