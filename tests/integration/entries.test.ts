import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { POST as adminDeleteEntry } from "@/app/api/entries/delete/route";
import { POST as enter } from "@/app/api/entries/enter/route";
import { POST as adminEnterPlayer } from "@/app/api/entries/player/enter/route";
import { POST as withdraw } from "@/app/api/entries/withdraw/route";
import { DELETE as removePlayer, POST as addPlayer } from "@/app/api/events/[eventId]/players/[playerId]/route";
import { GET as getEvent } from "@/app/api/events/[eventId]/route";
import { POST as draw } from "@/app/api/events/draw/[eventId]/route";
import { GET as listSweepEvents } from "@/app/api/sweeps/[sweepId]/events/route";
import { DELETE as removeMember } from "@/app/api/sweeps/[sweepId]/players/[playerId]/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { groupedEntriesDtoSchema, withdrawalDtoSchema } from "@/lib/validation/entries";
import { type EventDto, eventDtoSchema } from "@/lib/validation/events";
import { playerDtoSchema } from "@/lib/validation/players";
import { sweepEventDtoSchema } from "@/lib/validation/sweeps";
import {
  addTestHandicap,
  addTestScores,
  createSweepFixture,
  createTestEvent,
  createTestMember,
  createTestUser,
  daysFromToday,
  signedIn,
  type SweepFixture,
} from "../factories";
import { callRoute, readProblem } from "./http";

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
});

const openEvent = (options: Parameters<typeof createTestEvent>[2] = {}) =>
  createTestEvent(db, f.sweep.id, { courseId: f.event.courseId, date: daysFromToday(7), ...options });
const join = (eventId: string, user: UserIdentity) =>
  callRoute(enter, {
    method: "POST",
    path: "/api/entries/enter",
    body: { id: eventId, date: "ignored" },
    as: signedIn(user),
  });
const leave = (eventId: string, user: UserIdentity) =>
  callRoute(withdraw, { method: "POST", path: "/api/entries/withdraw", body: { id: eventId }, as: signedIn(user) });
const joined = async (response: Response) => eventDtoSchema.parse(await response.json());
const entryOf = (event: EventDto, playerId: string) => event.entries.find((entry) => entry.player.id === playerId);
const adminRemove = (eventId: string, playerId: string) =>
  callRoute(removePlayer, { method: "DELETE", path: "/x", params: { eventId, playerId }, as: signedIn(f.admin.user) });

describe("POST /api/entries/enter", () => {
  it("enters the caller with a card at their event playing handicap (docs/golf-rules.md#event-playing-handicap), winter allowance included", async () => {
    const user = (await createTestMember(db, f.sweep.id)).user;
    await addTestHandicap(db, f.sweep.id, user.playerId, 17.6);
    const summer = await openEvent();
    const winter = await openEvent({ winterHandicaps: true });
    const summerEvent = await joined(await join(summer.id, user));
    expect(summerEvent).toMatchObject({ id: summer.id, userHasJoined: true });
    expect(entryOf(summerEvent, user.playerId)).toMatchObject({
      player: { id: user.playerId },
      group: null,
      marker: null,
      scoreCard: { eventHandicap: 18, hasScores: false },
    });
    const winterEvent = await joined(await join(winter.id, user));
    expect(entryOf(winterEvent, user.playerId)?.scoreCard.eventHandicap).toBe(13); // 17.6 × 0.75 = 13.2
  });

  it("enters once when joined twice, and when 20 joins of one player arrive at once", async () => {
    const event = await openEvent();
    const responses = await Promise.all(Array.from({ length: 20 }, () => join(event.id, f.member.user)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const ids = await Promise.all(
      responses.map(async (response) => entryOf(await joined(response), f.member.user.playerId)?.id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toEqual(expect.any(String));
    expect(await db.entry.count({ where: { eventId: event.id } })).toBe(1);
    expect(await db.scorecard.count({ where: { entry: { eventId: event.id } } })).toBe(1);
  });

  it.each([
    ["drawn", { drawn: true }, "The draw has been made, so entries are closed. Ask an admin of the sweep to add you."],
    ["closed", { drawn: true, complete: true }, "This event is closed, so nobody can enter it any more."],
    [
      "played",
      { date: daysFromToday(-1) },
      "This event's day has passed, so entries are closed. Ask an admin of the sweep to add you.",
    ],
  ])("refuses to enter a %s event (409)", async (_, options, detail) => {
    const event = await openEvent(options);
    expect(await readProblem(await join(event.id, f.member.user))).toMatchObject({ status: 409, detail });
  });

  it("lets a member join on the day of play, and answers 404 for an unknown event", async () => {
    const today = await openEvent({ date: daysFromToday(0) });
    expect((await join(today.id, f.member.user)).status).toBe(200);
    expect((await join(randomUUID(), f.member.user)).status).toBe(404);
  });
});

describe("entries that stay open after the draw (lib/events/event-action.ts)", () => {
  it("lets a member enter a drawn event before its day, as 'Ungrouped', and withdraw again", async () => {
    const user = (await createTestMember(db, f.sweep.id)).user;
    const event = await openEvent({ drawn: true, entriesOpenAfterDraw: true });
    const joined = eventDtoSchema.parse(await (await join(event.id, user)).json());
    expect(joined.userHasJoined).toBe(true);
    expect(joined.entries.find((entry) => entry.player.id === user.playerId)).toMatchObject({ group: null });
    expect(eventDtoSchema.parse(await (await leave(event.id, user)).json()).userHasJoined).toBe(false);
  });

  it("closes them on the day of play (409), when the groups go out", async () => {
    const event = await openEvent({ date: daysFromToday(0), drawn: true, entriesOpenAfterDraw: true });
    expect(await readProblem(await join(event.id, f.member.user))).toMatchObject({
      status: 409,
      detail: "Play starts today, so entries are closed. Ask an admin of the sweep to add you.",
    });
  });

  it("says on the event and the sweep's cards whether a member may join, and what to play", async () => {
    const user = (await createTestMember(db, f.sweep.id)).user;
    const closing = await openEvent({ drawn: true, entrants: [user] });
    const staying = await openEvent({ drawn: true, entriesOpenAfterDraw: true });
    const today = await openEvent({ date: daysFromToday(0), drawn: true, entrants: [user] });
    const read = async (eventId: string) =>
      eventDtoSchema.parse(
        await (
          await callRoute(getEvent, { method: "GET", path: "/x", params: { eventId }, as: signedIn(user) })
        ).json(),
      );
    expect(await read(closing.id)).toMatchObject({ entriesOpenAfterDraw: false, entriesOpen: false, action: "playOn" });
    expect(await read(staying.id)).toMatchObject({ entriesOpenAfterDraw: true, entriesOpen: true, action: "join" });
    expect(await read(today.id)).toMatchObject({ entriesOpen: false, action: "play" });
    const cards = z.array(sweepEventDtoSchema).parse(
      await (
        await callRoute(listSweepEvents, {
          method: "GET",
          path: "/x",
          params: { sweepId: f.sweep.id },
          as: signedIn(user),
        })
      ).json(),
    );
    const actionOf = (eventId: string) => cards.find((card) => card.id === eventId)?.action;
    expect([actionOf(closing.id), actionOf(staying.id), actionOf(today.id)]).toEqual(["playOn", "join", "play"]);
  });
});

describe("POST /api/entries/withdraw", () => {
  it("withdraws the caller before the draw; withdrawing again changes nothing", async () => {
    const event = await openEvent({ entrants: [f.member.user] });
    const first = await joined(await leave(event.id, f.member.user));
    expect(first).toMatchObject({ id: event.id, userHasJoined: false, entries: [], playerNames: [] });
    expect(await db.entry.count({ where: { eventId: event.id } })).toBe(0);
    const again = await leave(event.id, f.member.user);
    expect(again.status).toBe(200);
    expect((await joined(again)).userHasJoined).toBe(false);
  });

  it("refuses after the draw: an admin withdraws players then", async () => {
    const problem = await readProblem(await leave(f.event.id, f.member.user));
    expect(problem).toMatchObject({
      status: 409,
      detail: expect.stringContaining("only an admin of the sweep can withdraw you now"),
    });
  });
});

describe("admins add and withdraw players", () => {
  it("adds an approved member (both paths), and refuses a non-member, a pending member and an unknown player", async () => {
    const event = await openEvent();
    const newcomer = (await createTestMember(db, f.sweep.id)).user;
    const added = await callRoute(addPlayer, {
      method: "POST",
      path: "/x",
      params: { eventId: event.id, playerId: newcomer.playerId },
      as: signedIn(f.admin.user),
    });
    expect(playerDtoSchema.parse(await added.json())).toMatchObject({ id: newcomer.playerId, fullName: newcomer.name });
    const older = await callRoute(adminEnterPlayer, {
      method: "POST",
      path: "/api/entries/player/enter",
      body: { eventId: event.id, playerId: f.marker.user.playerId },
      as: signedIn(f.owner),
    });
    expect(playerDtoSchema.parse(await older.json()).id).toBe(f.marker.user.playerId);
    expect(
      (await db.entry.findMany({ where: { eventId: event.id }, select: { playerId: true } })).map(
        (row) => row.playerId,
      ),
    ).toEqual(expect.arrayContaining([newcomer.playerId, f.marker.user.playerId]));

    const outsider = await createTestUser(db, { firstName: "Nora", lastName: "Nonmember" });
    const refused = await readProblem(
      await callRoute(addPlayer, {
        method: "POST",
        path: "/x",
        params: { eventId: event.id, playerId: outsider.playerId },
        as: signedIn(f.admin.user),
      }),
    );
    expect(refused).toMatchObject({
      status: 409,
      detail: expect.stringContaining("Nora Nonmember is not a member of this sweep"),
    });
    const pending = await callRoute(addPlayer, {
      method: "POST",
      path: "/x",
      params: { eventId: event.id, playerId: f.pending.user.playerId },
      as: signedIn(f.admin.user),
    });
    expect(pending.status).toBe(409);
    const unknown = await callRoute(addPlayer, {
      method: "POST",
      path: "/x",
      params: { eventId: event.id, playerId: randomUUID() },
      as: signedIn(f.admin.user),
    });
    expect(unknown.status).toBe(404);
  });

  it("adds a player after the draw as 'Ungrouped'", async () => {
    const newcomer = (await createTestMember(db, f.sweep.id)).user;
    const added = await callRoute(adminEnterPlayer, {
      method: "POST",
      path: "/x",
      body: { eventId: f.event.id, playerId: newcomer.playerId },
      as: signedIn(f.admin.user),
    });
    expect(playerDtoSchema.parse(await added.json()).id).toBe(newcomer.playerId);
    const entry = await db.entry.findFirstOrThrow({ where: { eventId: f.event.id, playerId: newcomer.playerId } });
    expect(entry).toMatchObject({ group: null, marksEntryId: null });
  });

  it("withdraws a drawn player and re-pairs the group's markers so that every card keeps one, saying so", async () => {
    const players = await Promise.all(
      Array.from({ length: 4 }, () => createTestMember(db, f.sweep.id).then((member) => member.user)),
    );
    const event = await openEvent({ entrants: players });
    const groups = groupedEntriesDtoSchema.parse(
      await (
        await callRoute(draw, { method: "POST", path: "/x", params: { eventId: event.id }, as: signedIn(f.owner) })
      ).json(),
    );
    const ring = groups[0]!;
    const leaving = ring[1]!;
    const result = withdrawalDtoSchema.parse(await (await adminRemove(event.id, leaving.player.id)).json());
    expect(result.rePairedMarkers).toEqual([{ player: ring[0]!.player, nowMarks: ring[2]!.player }]);
    expect(result.message).toBe(
      `${leaving.player.fullName} has withdrawn. ${ring[0]!.player.fullName} now marks ${ring[2]!.player.fullName}.`,
    );
    const left = await db.entry.findMany({ where: { eventId: event.id }, select: { id: true, marksEntryId: true } });
    expect(left.map((entry) => entry.marksEntryId).sort()).toEqual(left.map((entry) => entry.id).sort());
  });

  it("leaves the last of a 2-ball without a marker, says an admin marks them, and refuses a card with scores", async () => {
    const event = await openEvent({ entrants: [f.member.user, f.marker.user] });
    await callRoute(draw, { method: "POST", path: "/x", params: { eventId: event.id }, as: signedIn(f.owner) });
    const result = withdrawalDtoSchema.parse(
      await (
        await callRoute(adminDeleteEntry, {
          method: "POST",
          path: "/x",
          body: { eventId: event.id, playerId: f.member.user.playerId },
          as: signedIn(f.owner),
        })
      ).json(),
    );
    expect(result.unmarkedPlayers.map((player) => player.id)).toEqual([f.marker.user.playerId]);
    expect(result.message).toContain("has no marker now: an admin marks their card");

    const card = await db.scorecard.findFirstOrThrow({ where: { entry: { eventId: event.id } } });
    await addTestScores(db, card.id, [4]);
    const refused = await readProblem(await adminRemove(event.id, f.marker.user.playerId));
    expect(refused).toMatchObject({ status: 409, detail: expect.stringContaining("card already has scores") });
  });

  it("refuses to withdraw anyone from a closed event", async () => {
    const event = await openEvent({ drawn: true, complete: true, entrants: [f.member.user] });
    expect((await readProblem(await adminRemove(event.id, f.member.user.playerId))).status).toBe(409);
  });
});

describe("removing a member from the sweep", () => {
  it("withdraws them from the sweep's events not yet drawn, and keeps their drawn and closed entries", async () => {
    const leaver = (await createTestMember(db, f.sweep.id)).user;
    const open = await openEvent({ entrants: [leaver] });
    const drawn = await openEvent({ drawn: true, entrants: [leaver] });
    const response = await callRoute(removeMember, {
      method: "DELETE",
      path: "/x",
      params: { sweepId: f.sweep.id, playerId: leaver.playerId },
      as: signedIn(f.owner),
    });
    expect(response.status).toBe(204);
    expect(await db.entry.count({ where: { eventId: open.id } })).toBe(0);
    expect(await db.entry.count({ where: { eventId: drawn.id } })).toBe(1);
  });
});
