import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as getAccount } from "@/app/api/account/route";
import { GET as getUserAuthDetails } from "@/app/api/account/getUserAuthDetails/route";
import { GET as getUserPlayerId } from "@/app/api/account/getUserPlayerId/route";
import { GET as getUserSweepOwner } from "@/app/api/account/getUserSweepOwner/route";
import { GET as listCourses } from "@/app/api/courses/route";
import { POST as updateHandicap } from "@/app/api/handicaps/route";
import { GET as getPlayerId } from "@/app/api/player/getPlayerId/route";
import { GET as getUserPlayer } from "@/app/api/player/getUserPlayer/route";
import { GET as getPlayer } from "@/app/api/players/[playerId]/route";
import { GET as getSweep } from "@/app/api/sweeps/[sweepId]/route";
import { GET as listSweepEvents } from "@/app/api/sweeps/[sweepId]/events/route";
import { GET as listMembers } from "@/app/api/sweeps/[sweepId]/members/route";
import { GET as getMember } from "@/app/api/sweeps/[sweepId]/members/[memberId]/route";
import { DELETE as removePlayer } from "@/app/api/sweeps/[sweepId]/players/[playerId]/route";
import { POST as addHandicap } from "@/app/api/sweeps/[sweepId]/players/[playerId]/handicaps/route";
import { GET as listSweepsAdmin } from "@/app/api/sweeps/admin/route";
import { POST as approve } from "@/app/api/sweeps/approve/route";
import { POST as createSweep } from "@/app/api/sweeps/createSweep/route";
import { POST as join } from "@/app/api/sweeps/join/[sweepId]/route";
import { GET as listSweeps } from "@/app/api/sweeps/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import {
  addTestHandicap,
  addTestOomResult,
  createSweepFixture,
  createTestEvent,
  createTestMember,
  createTestSweep,
  createTestUser,
  signedIn,
  type SweepFixture,
} from "../factories";
import { callRoute, readProblem } from "./http";
import {
  specCourse,
  specHandicapEntry,
  specPlayer,
  specSweep,
  specSweepMember,
  specSweepSummary,
  specUserAuthDetails,
} from "./spec-client";

// The calls of the specification's sections 7.2 and 7.5 about sweeps, members, handicaps, players, account and
// courses, read as a client written from the spec reads them (tests/integration/spec-client.ts); each write's
// effect is read back through the spec's own calls.

type RouteHandler = Parameters<typeof callRoute>[0];

async function read<T>(
  route: RouteHandler,
  as: UserIdentity,
  schema: z.ZodType<T>,
  params: Record<string, string> = {},
): Promise<T> {
  const response = await callRoute(route, { path: "/x", params, as: signedIn(as) });
  expect(response.status).toBe(200);
  return schema.parse(await response.json());
}

async function write(
  route: RouteHandler,
  as: UserIdentity,
  options: { method?: string; params?: Record<string, string>; body?: unknown } = {},
): Promise<Response> {
  return callRoute(route, { method: options.method ?? "POST", path: "/x", as: signedIn(as), ...options });
}

const readSweep = (sweepId: string, as: UserIdentity) => read(getSweep, as, specSweep, { sweepId });
const readMembers = (sweepId: string, as: UserIdentity) => read(listMembers, as, z.array(specSweepMember), { sweepId });

let f: SweepFixture;
let closedEventId: string;

beforeAll(async () => {
  f = await createSweepFixture(db);
  await addTestHandicap(db, f.sweep.id, f.member.user.playerId, 12.5, { created: new Date("2026-01-01T09:00:00Z") });
  const closed = await createTestEvent(db, f.sweep.id, {
    date: "2026-03-01",
    complete: true,
    entrants: [f.member.user, f.marker.user],
  });
  closedEventId = closed.id;
  await addTestOomResult(db, closed.id, f.member.user.playerId, 1, 20);
  await addTestOomResult(db, closed.id, f.marker.user.playerId, 2, 18);
});

describe("GET /api/sweeps and /api/sweeps/admin", () => {
  it("answer a list of Sweeps whose owner is the owner's name", async () => {
    for (const route of [listSweeps, listSweepsAdmin]) {
      const sweeps = await read(route, f.member.user, z.array(specSweepSummary));
      expect(sweeps.find((sweep) => sweep.id === f.sweep.id)).toMatchObject({
        name: f.sweep.name,
        owner: f.owner.name,
        totalEvents: 2,
        memberCount: 4,
        userIsMember: true,
        approved: true,
        isSweepAdmin: false,
      });
    }
  });
});

describe("GET /api/sweeps/{sweepId}", () => {
  it("answers the whole Sweep: events, members, requests, order of merit and courses", async () => {
    const sweep = await readSweep(f.sweep.id, f.owner);
    expect(sweep).toMatchObject({ id: f.sweep.id, owner: f.owner.name, isSweepAdmin: true, approved: true });
    expect(sweep.members.map((member) => member.player.fullName).sort()).toEqual(
      [f.owner.name, f.admin.user.name, f.member.user.name, f.marker.user.name].sort(),
    );
    expect(sweep.requests.map((request) => [request.player.id, request.approved])).toEqual([
      [f.pending.user.playerId, false],
    ]);
    const member = sweep.members.find((entry) => entry.player.id === f.member.user.playerId);
    expect(member?.player).toMatchObject({ currentHandicap: 13, currentExactHandicap: 12.5, userId: f.member.user.id });
    expect(member?.player.handicaps.map((entry) => [entry.exact, entry.playingHandicap])).toEqual([[12.5, 13]]);
    expect(member?.player.events.map((event) => event.id).sort()).toEqual([f.event.id, closedEventId].sort());
    expect(sweep.oom.map((entry) => [entry.position, entry.fullName, entry.played, entry.totalPoints])).toEqual([
      [1, f.member.user.name, 1, 20],
      [2, f.marker.user.name, 1, 18],
    ]);
    expect(sweep.oom[0]?.events).toEqual([expect.objectContaining({ date: "2026-03-01", position: 1, points: 20 })]);
    expect(sweep.courses.map((course) => specCourse.parse(course).holes)).toHaveLength(2);

    const response = await callRoute(getSweep, { path: "/x", params: { sweepId: f.sweep.id }, as: signedIn(f.owner) });
    const events = await callRoute(listSweepEvents, {
      path: "/x",
      params: { sweepId: f.sweep.id },
      as: signedIn(f.owner),
    });
    expect((await response.json()).events).toEqual(await events.json());
  });

  it("shows join requests to the owner and admins only, and nothing inside to those outside", async () => {
    expect((await readSweep(f.sweep.id, f.admin.user)).requests).toHaveLength(1);
    const asMember = await readSweep(f.sweep.id, f.member.user);
    expect(asMember.requests).toEqual([]);
    expect(asMember.members).toHaveLength(4);
    for (const outside of [f.pending.user, f.outsider]) {
      const sweep = await readSweep(f.sweep.id, outside);
      expect(sweep).toMatchObject({ name: f.sweep.name, owner: f.owner.name, approved: false, totalEvents: 2 });
      expect([sweep.members, sweep.requests, sweep.oom, sweep.courses]).toEqual([[], [], [], []]);
      const raw = await callRoute(getSweep, { path: "/x", params: { sweepId: f.sweep.id }, as: signedIn(outside) });
      expect((await raw.json()).events).toEqual([]);
    }
  });
});

describe("POST /api/sweeps/createSweep", () => {
  it("takes the sweep payload, reads its name and answers the new Sweep", async () => {
    const creator = await createTestUser(db);
    const payload = {
      id: null,
      name: "Friday Foursomes",
      owner: "",
      totalEvents: 0,
      events: [],
      members: [],
      requests: [],
      userIsMember: false,
      approved: false,
      oom: [],
      courses: [],
      memberCount: 0,
      isSweepAdmin: false,
    };
    const response = await write(createSweep, creator, { body: payload });
    expect(response.status).toBe(201);
    const created = specSweep.parse(await response.json());
    expect(created).toMatchObject({ name: "Friday Foursomes", owner: creator.name, memberCount: 1, approved: true });
    expect(created.members.map((member) => member.player.id)).toEqual([creator.playerId]);

    expect(await readSweep(created.id, creator)).toMatchObject({ name: "Friday Foursomes", isSweepAdmin: true });
    const owned = await read(getUserSweepOwner, creator, z.looseObject({ isSweepOwner: z.boolean() }));
    expect(owned.isSweepOwner).toBe(true);
  });

  it("refuses a payload with fields a Sweep does not have, or without a name, and creates nothing", async () => {
    const creator = await createTestUser(db);
    const unknown = await write(createSweep, creator, { body: { name: "Saturday Medal", title: "Saturday Medal" } });
    expect(unknown.status).toBe(400);
    expect((await readProblem(unknown)).detail).toMatch(/does not take "title"/);
    const nameless = await write(createSweep, creator, { body: { owner: "Someone", events: [] } });
    expect(nameless.status).toBe(400);
    expect((await readProblem(nameless)).errors?.map((error) => error.field)).toEqual(["name"]);
    expect(await db.sweep.count({ where: { ownerId: creator.playerId } })).toBe(0);
  });
});

describe("joining, approving and removing", () => {
  it("join answers the Sweep, approve the Sweep member, and each shows in the members read back", async () => {
    const sweep = await createTestSweep(db);
    const player = await createTestUser(db);
    const joined = await write(join, player, { params: { sweepId: sweep.id } });
    expect(joined.status).toBe(200);
    expect(specSweep.parse(await joined.json())).toMatchObject({ userIsMember: true, approved: false });
    expect((await readSweep(sweep.id, sweep.owner)).requests.map((request) => request.player.id)).toEqual([
      player.playerId,
    ]);

    const approved = await write(approve, sweep.owner, { body: { playerId: player.playerId, sweepId: sweep.id } });
    expect(approved.status).toBe(200);
    expect(specSweepMember.parse(await approved.json())).toMatchObject({
      approved: true,
      player: { id: player.playerId, fullName: player.name, handicaps: [], events: [] },
    });
    const members = await readMembers(sweep.id, sweep.owner);
    expect(members.map((member) => [member.player.id, member.approved]).sort()).toEqual(
      [
        [sweep.owner.playerId, true],
        [player.playerId, true],
      ].sort(),
    );
    expect((await readSweep(sweep.id, player)).approved).toBe(true);

    const removed = await write(removePlayer, sweep.owner, {
      method: "DELETE",
      params: { sweepId: sweep.id, playerId: player.playerId },
    });
    expect(removed.status).toBe(204);
    expect((await readMembers(sweep.id, sweep.owner)).map((member) => member.player.id)).toEqual([
      sweep.owner.playerId,
    ]);
  });
});

describe("GET /api/sweeps/{sweepId}/members and /members/{memberId}", () => {
  it("answer a list of Sweep members (requests last, for admins) and one member with their handicaps", async () => {
    const asOwner = await readMembers(f.sweep.id, f.owner);
    expect(asOwner.map((member) => member.approved)).toEqual([true, true, true, true, false]);
    expect(asOwner.at(-1)?.player.id).toBe(f.pending.user.playerId);
    expect((await readMembers(f.sweep.id, f.member.user)).every((member) => member.approved)).toBe(true);

    const member = await read(getMember, f.marker.user, specSweepMember, {
      sweepId: f.sweep.id,
      memberId: f.member.memberId,
    });
    expect(member.player).toMatchObject({ fullName: f.member.user.name, currentHandicap: 13 });
    expect(member.player.handicaps.map((entry) => entry.exact)).toEqual([12.5]);
  });
});

describe("handicaps", () => {
  it("POST …/players/{playerId}/handicaps answers the new Handicap entry, read back on the member", async () => {
    const { user, memberId } = await createTestMember(db, f.sweep.id);
    const response = await write(addHandicap, f.owner, {
      params: { sweepId: f.sweep.id, playerId: user.playerId },
      body: { handicap: 9.4, eventId: closedEventId },
    });
    expect(response.status).toBe(201);
    const entry = specHandicapEntry.parse(await response.json());
    expect(entry).toMatchObject({ exact: 9.4, playingHandicap: 9 });
    const member = await read(getMember, f.owner, specSweepMember, { sweepId: f.sweep.id, memberId });
    expect(member.player.handicaps.map((row) => row.id)).toEqual([entry.id]);
    expect(member.player).toMatchObject({ currentHandicap: 9, currentExactHandicap: 9.4 });
  });

  it("POST /api/handicaps records a member's handicap, and corrects an entry named by its id with a new one", async () => {
    const { user, memberId } = await createTestMember(db, f.sweep.id);
    const recorded = await write(updateHandicap, f.admin.user, {
      body: { playerId: user.playerId, sweepId: f.sweep.id, handicap: "+1.5" },
    });
    expect(recorded.status).toBe(200);
    const entry = specHandicapEntry.parse(await recorded.json());
    expect(entry).toMatchObject({ exact: -1.5, playingHandicap: -1 });
    let member = await read(getMember, f.owner, specSweepMember, { sweepId: f.sweep.id, memberId });
    expect(member.player).toMatchObject({ currentHandicap: -1, currentExactHandicap: -1.5 });

    const corrected = await write(updateHandicap, f.owner, { body: { id: entry.id, handicap: 20.5 } });
    expect(corrected.status).toBe(200);
    const correction = specHandicapEntry.parse(await corrected.json());
    expect(correction).toMatchObject({ exact: 20.5, playingHandicap: 21, correctsId: entry.id });
    member = await read(getMember, f.owner, specSweepMember, { sweepId: f.sweep.id, memberId });
    expect(member.player.handicaps.map((row) => [row.id, row.exact])).toEqual([[correction.id, 20.5]]);
  });

  it("POST /api/handicaps refuses a body of neither shape, and one mixing both, storing nothing", async () => {
    const { user } = await createTestMember(db, f.sweep.id);
    const [existing] = await db.handicapEntry.findMany({ where: { sweepId: f.sweep.id }, take: 1 });
    const before = await db.handicapEntry.count();
    for (const body of [{}, { handicap: 12 }, { exact: 12, playingHandicap: 12, created: "2026-01-01" }]) {
      const response = await write(updateHandicap, f.owner, { body });
      expect(response.status).toBe(400);
      expect((await readProblem(response)).detail).toMatch(/to correct a handicap entry, or .* to record a new/);
    }
    const unknownField = await readProblem(
      await write(updateHandicap, f.owner, { body: { id: randomUUID(), handicap: 12, note: "winter" } }),
    );
    expect(unknownField.errors).toContainEqual({ field: "note", message: 'This call does not take a field "note".' });
    const mixed = await write(updateHandicap, f.owner, {
      body: { id: existing?.id, playerId: user.playerId, sweepId: f.sweep.id, handicap: 12 },
    });
    expect(mixed.status).toBe(400);
    expect((await readProblem(mixed)).detail).toMatch(/to correct a handicap entry, or .* to record a new/);
    const wrongValue = await write(updateHandicap, f.owner, {
      body: { playerId: user.playerId, sweepId: f.sweep.id, handicap: 55 },
    });
    expect((await readProblem(wrongValue)).errors?.map((error) => error.field)).toEqual(["handicap"]);
    const notMember = await write(updateHandicap, f.owner, {
      body: { playerId: f.outsider.playerId, sweepId: f.sweep.id, handicap: 12 },
    });
    expect(notMember.status).toBe(409);
    const notAdmin = await write(updateHandicap, f.member.user, {
      body: { playerId: user.playerId, sweepId: f.sweep.id, handicap: 12 },
    });
    expect(notAdmin.status).toBe(403);
    expect(await db.handicapEntry.count()).toBe(before);
  });
});

describe("players and account", () => {
  it("GET /api/players/{playerId} and /api/player/getUserPlayer answer the Player", async () => {
    const other = await read(getPlayer, f.marker.user, specPlayer, { playerId: f.member.user.playerId });
    expect(other).toMatchObject({
      id: f.member.user.playerId,
      fullName: f.member.user.name,
      userId: f.member.user.id,
      currentHandicap: 13,
      currentExactHandicap: 12.5,
      user: { firstName: "Member" },
    });
    expect(other.events.map((event) => event.id).sort()).toEqual([f.event.id, closedEventId].sort());
    const own = await read(getUserPlayer, f.member.user, specPlayer);
    expect(own).toMatchObject({ id: f.member.user.playerId, currentHandicap: 13 });
    expect(own.handicaps.map((entry) => entry.playingHandicap)).toEqual([13]);
  });

  it("the player id, auth details, account and sweeps owned are the signed-in user's", async () => {
    const playerId = z.looseObject({ playerId: z.string() });
    for (const route of [getPlayerId, getUserPlayerId]) {
      expect((await read(route, f.admin.user, playerId)).playerId).toBe(f.admin.user.playerId);
    }
    expect(await read(getUserAuthDetails, f.admin.user, specUserAuthDetails)).toMatchObject({
      id: f.admin.user.id,
      playerId: f.admin.user.playerId,
      sweepIds: [f.sweep.id],
    });
    expect((await read(getUserAuthDetails, f.member.user, specUserAuthDetails)).sweepIds).toEqual([]);
    const account = await read(getAccount, f.member.user, z.looseObject({ name: z.string() }));
    expect(account.name).toBe(f.member.user.name);
    const owner = await read(getUserSweepOwner, f.member.user, z.looseObject({ isSweepOwner: z.boolean() }));
    expect(owner.isSweepOwner).toBe(false);
  });

  it("GET /api/courses answers a list of courses with their holes", async () => {
    const courses = await read(listCourses, f.member.user, z.array(specCourse));
    expect(courses.filter((course) => course.holes.length === 18).length).toBeGreaterThanOrEqual(2);
    expect(await read(listCourses, f.outsider, z.array(specCourse))).toEqual([]);
  });
});
