import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getAuthDetails } from "@/app/api/account/getUserAuthDetails/route";
import { GET as getSweepRoute } from "@/app/api/sweeps/[sweepId]/route";
import { GET as listEvents } from "@/app/api/sweeps/[sweepId]/events/route";
import { GET as listMembers } from "@/app/api/sweeps/[sweepId]/members/route";
import { PUT as setRole } from "@/app/api/sweeps/[sweepId]/members/[memberId]/role/route";
import { DELETE as removePlayer } from "@/app/api/sweeps/[sweepId]/players/[playerId]/route";
import { GET as listSweepsAdmin } from "@/app/api/sweeps/admin/route";
import { POST as approve } from "@/app/api/sweeps/approve/route";
import { POST as createSweepRoute } from "@/app/api/sweeps/createSweep/route";
import { POST as decline } from "@/app/api/sweeps/decline/route";
import { POST as join } from "@/app/api/sweeps/join/[sweepId]/route";
import { GET as listSweeps } from "@/app/api/sweeps/route";
import { db } from "@/lib/server/db/infra/client";
import { createApiToken } from "@/lib/server/db/api-tokens";
import { listSweepsForPlayer } from "@/lib/server/db/sweeps";
import { sweepMemberDtoSchema, sweepMembersDtoSchema } from "@/lib/validation/members";
import { userAuthDetailsDtoSchema } from "@/lib/validation/players";
import { sweepDtoSchema } from "@/lib/validation/sweep-details";
import { sweepEventDtoSchema, sweepSummaryDtoSchema } from "@/lib/validation/sweeps";
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

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
});

const sweepsList = (response: Response) => response.json().then((body) => sweepSummaryDtoSchema.array().parse(body));
const membersOf = async (sweepId: string, as = signedIn(f.owner)) => {
  const list = sweepMembersDtoSchema.parse(
    await (await callRoute(listMembers, { path: `/api/sweeps/${sweepId}/members`, params: { sweepId }, as })).json(),
  );
  return { members: list.filter((member) => member.approved), requests: list.filter((member) => !member.approved) };
};

describe("GET /api/sweeps and /api/sweeps/admin", () => {
  it("list every sweep with counts, owner and the caller's standing", async () => {
    const other = await createTestSweep(db, { name: "Zz Other Society" });
    await createTestEvent(db, f.sweep.id, { date: "2026-05-01" });
    for (const [who, expected] of [
      [f.owner, { userIsMember: true, approved: true, isSweepAdmin: true }],
      [f.admin.user, { userIsMember: true, approved: true, isSweepAdmin: true }],
      [f.member.user, { userIsMember: true, approved: true, isSweepAdmin: false }],
      [f.pending.user, { userIsMember: true, approved: false, isSweepAdmin: false }],
      [f.outsider, { userIsMember: false, approved: false, isSweepAdmin: false }],
    ] as const) {
      const response = await callRoute(listSweeps, { path: "/api/sweeps", as: signedIn(who) });
      expect(response.status).toBe(200);
      const sweeps = await sweepsList(response);
      const card = sweeps.find((sweep) => sweep.id === f.sweep.id);
      expect(card).toMatchObject({
        name: f.sweep.name,
        owner: f.owner.name,
        ownerPlayer: { id: f.owner.playerId, fullName: f.owner.name },
        // The fixture's owner, admin, member and marker, and its drawn event.
        memberCount: 4,
        totalEvents: 2,
        ...expected,
      });
      expect(sweeps.find((sweep) => sweep.id === other.id)).toMatchObject({
        approved: false,
        memberCount: 1,
        totalEvents: 0,
      });
    }
    const admin = await callRoute(listSweepsAdmin, { path: "/api/sweeps/admin", as: signedIn(f.member.user) });
    expect(await sweepsList(admin)).toEqual(await listSweepsForPlayer(db, f.member.user.playerId));
  });

  it("answer 401 problem+json to anonymous callers", async () => {
    const response = await callRoute(listSweeps, { path: "/api/sweeps" });
    expect(response.status).toBe(401);
    expect((await readProblem(response)).detail).toBe("Please sign in to do this.");
  });
});

describe("GET /api/sweeps/{sweepId}", () => {
  it("gives the header to any signed-in user, with pending requests counted for admins only", async () => {
    const owner = sweepDtoSchema.parse(
      await (
        await callRoute(getSweepRoute, { path: "/", params: { sweepId: f.sweep.id }, as: signedIn(f.owner) })
      ).json(),
    );
    expect(owner).toMatchObject({ id: f.sweep.id, isOwner: true, isSweepAdmin: true, requestCount: 1, memberCount: 4 });
    const outsider = await callRoute(getSweepRoute, {
      path: "/",
      params: { sweepId: f.sweep.id },
      as: signedIn(f.outsider),
    });
    expect(sweepDtoSchema.parse(await outsider.json())).toMatchObject({
      approved: false,
      isOwner: false,
      requestCount: 0,
    });
  });

  it("gives the sweep's time zone, in which its pages date everything", async () => {
    const sweep = await createTestSweep(db);
    await db.sweep.update({ where: { id: sweep.id }, data: { timeZone: "America/New_York" } });
    const response = await callRoute(getSweepRoute, {
      path: "/",
      params: { sweepId: sweep.id },
      as: signedIn(f.owner),
    });
    expect(sweepDtoSchema.parse(await response.json()).timeZone).toBe("America/New_York");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const sweepId of [randomUUID(), "not-a-uuid", "42"]) {
      const response = await callRoute(getSweepRoute, { path: "/", params: { sweepId }, as: signedIn(f.member.user) });
      expect(response.status).toBe(404);
      expect((await readProblem(response)).code).toBe("not_found");
    }
  });
});

describe("GET /api/sweeps/{sweepId}/events", () => {
  it("lists event cards newest first with player counts and whether the caller entered", async () => {
    const sweep = await createTestSweep(db);
    const member = await createTestMember(db, sweep.id);
    await createTestEvent(db, sweep.id, {
      date: "2026-03-01",
      complete: true,
      drawn: true,
      entrants: [sweep.owner, member.user],
    });
    const latest = await createTestEvent(db, sweep.id, { date: "2026-04-12", entrants: [sweep.owner] });
    const response = await callRoute(listEvents, {
      path: "/",
      params: { sweepId: sweep.id },
      as: signedIn(member.user),
    });
    expect(response.status).toBe(200);
    const events = sweepEventDtoSchema.array().parse(await response.json());
    expect(events.map((event) => [event.date, event.playerCount, event.userHasJoined, event.complete])).toEqual([
      ["2026-04-12", 1, false, false],
      ["2026-03-01", 2, true, true],
    ]);
    expect(events[0]).toMatchObject({ id: latest.id, course: { id: latest.courseId } });
  });

  it("refuses a pending member and an outsider (403) with a message saying how to get in", async () => {
    for (const who of [f.pending.user, f.outsider]) {
      const response = await callRoute(listEvents, { path: "/", params: { sweepId: f.sweep.id }, as: signedIn(who) });
      expect(response.status).toBe(403);
      expect((await readProblem(response)).detail).toMatch(/Only approved members .* Ask to join/);
    }
  });
});

describe("POST /api/sweeps/createSweep", () => {
  it("makes the caller the owner and first approved admin member", async () => {
    const creator = await createTestUser(db);
    const response = await callRoute(createSweepRoute, {
      method: "POST",
      path: "/",
      body: { name: "  Tuesday Twilight  " },
      as: signedIn(creator),
    });
    expect(response.status).toBe(201);
    const sweep = sweepDtoSchema.parse(await response.json());
    expect(sweep).toMatchObject({
      name: "Tuesday Twilight",
      owner: creator.name,
      ownerPlayer: { id: creator.playerId },
      memberCount: 1,
      totalEvents: 0,
      isOwner: true,
      approved: true,
    });
    const members = await membersOf(sweep.id, signedIn(creator));
    expect(members.members).toEqual([expect.objectContaining({ isOwner: true, isAdmin: true, approved: true })]);
    const auth = userAuthDetailsDtoSchema.parse(
      await (await callRoute(getAuthDetails, { path: "/", as: signedIn(creator) })).json(),
    );
    expect(auth).toEqual({ id: creator.id, playerId: creator.playerId, sweepIds: [sweep.id] });
  });

  it("rejects a missing, blank or overlong name with field errors", async () => {
    for (const body of [{}, { name: "   " }, { name: "x".repeat(81) }, { name: 7 }]) {
      const response = await callRoute(createSweepRoute, { method: "POST", path: "/", body, as: signedIn(f.outsider) });
      expect(response.status).toBe(400);
      const problem = await readProblem(response);
      expect(problem.errors?.[0]?.field).toBe("name");
      expect(problem.errors?.[0]?.message).toMatch(/sweep/);
    }
    const broken = await callRoute(createSweepRoute, {
      method: "POST",
      path: "/",
      body: "{nope",
      as: signedIn(f.outsider),
    });
    expect((await readProblem(broken)).detail).toBe("The request body is not valid JSON.");
  });

  it("needs the anti-forgery header on cookie sessions but not with a bearer token", async () => {
    const user = await createTestUser(db);
    const forged = await callRoute(createSweepRoute, {
      method: "POST",
      path: "/",
      body: { name: "Forged" },
      as: { kind: "session", user, xsrf: "missing" },
    });
    expect(forged.status).toBe(403);
    expect((await readProblem(forged)).detail).toMatch(/anti-forgery/);
    const wrong = await callRoute(createSweepRoute, {
      method: "POST",
      path: "/",
      body: { name: "Forged" },
      as: { kind: "session", user, xsrf: "wrong" },
    });
    expect(wrong.status).toBe(403);
    const { token } = await createApiToken(db, user.id, "script");
    const scripted = await callRoute(createSweepRoute, {
      method: "POST",
      path: "/",
      body: { name: "Scripted" },
      as: { kind: "token", token },
    });
    expect(scripted.status).toBe(201);
    const revoked = await callRoute(createSweepRoute, {
      method: "POST",
      path: "/",
      body: { name: "x" },
      as: { kind: "token", token: "swp_unknown" },
    });
    expect(revoked.status).toBe(401);
  });
});

describe("join requests", () => {
  it("join → pending → approve moves the player from requests to members; both steps are idempotent", async () => {
    const sweep = await createTestSweep(db);
    const player = await createTestUser(db);
    for (let i = 0; i < 2; i++) {
      const response = await callRoute(join, {
        method: "POST",
        path: "/",
        params: { sweepId: sweep.id },
        as: signedIn(player),
      });
      expect(response.status).toBe(200);
      expect(sweepDtoSchema.parse(await response.json())).toMatchObject({ userIsMember: true, approved: false });
    }
    let list = await membersOf(sweep.id, signedIn(sweep.owner));
    expect(list.requests.map((r) => r.player.id)).toEqual([player.playerId]);
    expect(list.members.map((m) => m.player.id)).toEqual([sweep.owner.playerId]);

    for (let i = 0; i < 2; i++) {
      const response = await callRoute(approve, {
        method: "POST",
        path: "/",
        body: { playerId: player.playerId, sweepId: sweep.id },
        as: signedIn(sweep.owner),
      });
      expect(response.status).toBe(200);
      expect(sweepMemberDtoSchema.parse(await response.json())).toMatchObject({
        approved: true,
        isAdmin: false,
        player: { id: player.playerId },
      });
    }
    list = await membersOf(sweep.id, signedIn(sweep.owner));
    expect(list.requests).toEqual([]);
    expect(list.members.map((m) => m.player.id).sort()).toEqual([sweep.owner.playerId, player.playerId].sort());
    const cards = await listSweepsForPlayer(db, player.playerId);
    expect(cards.find((card) => card.id === sweep.id)).toMatchObject({ approved: true, memberCount: 2 });
    const again = await callRoute(join, {
      method: "POST",
      path: "/",
      params: { sweepId: sweep.id },
      as: signedIn(player),
    });
    expect(sweepDtoSchema.parse(await again.json())).toMatchObject({ approved: true });
  });

  it("join answers 404 for an unknown sweep; approve answers 404 without a request and 400 for bad ids", async () => {
    const unknown = await callRoute(join, {
      method: "POST",
      path: "/",
      params: { sweepId: randomUUID() },
      as: signedIn(f.outsider),
    });
    expect(unknown.status).toBe(404);
    const noRequest = await callRoute(approve, {
      method: "POST",
      path: "/",
      body: { playerId: f.outsider.playerId, sweepId: f.sweep.id },
      as: signedIn(f.owner),
    });
    expect(noRequest.status).toBe(404);
    expect((await readProblem(noRequest)).detail).toMatch(/no join request/);
    const bad = await callRoute(approve, {
      method: "POST",
      path: "/",
      body: { playerId: "12", sweepId: f.sweep.id },
      as: signedIn(f.owner),
    });
    expect(bad.status).toBe(400);
    expect((await readProblem(bad)).errors).toEqual([
      { field: "playerId", message: "Give the playerId of the player who asked to join." },
    ]);
    const missing = await callRoute(approve, { method: "POST", path: "/", body: {}, as: signedIn(f.owner) });
    expect((await readProblem(missing)).errors?.map((e) => e.field)).toEqual(["playerId", "sweepId"]);
  });

  it("a plain member cannot approve (403)", async () => {
    const response = await callRoute(approve, {
      method: "POST",
      path: "/",
      body: { playerId: f.pending.user.playerId, sweepId: f.sweep.id },
      as: signedIn(f.member.user),
    });
    expect(response.status).toBe(403);
    expect((await readProblem(response)).detail).toBe("Only the sweep's owner and admins can do this.");
  });

  it("decline removes the request (twice is harmless), refuses to decline a member, and the player may ask again", async () => {
    const sweep = await createTestSweep(db);
    const { user } = await createTestMember(db, sweep.id, "pending");
    const body = { playerId: user.playerId, sweepId: sweep.id };
    for (let i = 0; i < 2; i++) {
      const response = await callRoute(decline, { method: "POST", path: "/", body, as: signedIn(sweep.owner) });
      expect(response.status).toBe(204);
    }
    expect((await membersOf(sweep.id, signedIn(sweep.owner))).requests).toEqual([]);
    const [card] = (await listSweepsForPlayer(db, user.playerId)).filter((s) => s.id === sweep.id);
    expect(card).toMatchObject({ userIsMember: false, approved: false, requestDeclined: true });
    const again = sweepDtoSchema.parse(
      await (
        await callRoute(join, { method: "POST", path: "/", params: { sweepId: sweep.id }, as: signedIn(user) })
      ).json(),
    );
    expect(again).toMatchObject({ userIsMember: true, approved: false, requestDeclined: false });
    expect((await membersOf(sweep.id, signedIn(sweep.owner))).requests.map((r) => r.player.id)).toEqual([
      user.playerId,
    ]);

    const conflict = await callRoute(decline, {
      method: "POST",
      path: "/",
      body: { playerId: sweep.owner.playerId, sweepId: sweep.id },
      as: signedIn(sweep.owner),
    });
    expect(conflict.status).toBe(409);
    const stranger = await callRoute(decline, {
      method: "POST",
      path: "/",
      body: { playerId: f.outsider.playerId, sweepId: sweep.id },
      as: signedIn(sweep.owner),
    });
    expect(stranger.status).toBe(404);
  });
});

describe("PUT /api/sweeps/{sweepId}/members/{memberId}/role", () => {
  it("lets the owner make a member an admin and back; the new admin gains admin rights", async () => {
    const sweep = await createTestSweep(db);
    const member = await createTestMember(db, sweep.id);
    const params = { sweepId: sweep.id, memberId: member.memberId };
    const promoted = await callRoute(setRole, {
      method: "PUT",
      path: "/",
      params,
      body: { isAdmin: true },
      as: signedIn(sweep.owner),
    });
    expect(promoted.status).toBe(200);
    expect(sweepMemberDtoSchema.parse(await promoted.json())).toMatchObject({ id: member.memberId, isAdmin: true });
    const auth = userAuthDetailsDtoSchema.parse(
      await (await callRoute(getAuthDetails, { path: "/", as: signedIn(member.user) })).json(),
    );
    expect(auth.sweepIds).toEqual([sweep.id]);
    const demoted = await callRoute(setRole, {
      method: "PUT",
      path: "/",
      params,
      body: { isAdmin: false },
      as: signedIn(sweep.owner),
    });
    expect(sweepMemberDtoSchema.parse(await demoted.json())).toMatchObject({ isAdmin: false });
  });

  it("refuses admins and members (403), the owner's own role (409), pending members (409) and bad bodies (400)", async () => {
    const params = { sweepId: f.sweep.id, memberId: f.member.memberId };
    for (const who of [f.admin.user, f.member.user]) {
      const response = await callRoute(setRole, {
        method: "PUT",
        path: "/",
        params,
        body: { isAdmin: true },
        as: signedIn(who),
      });
      expect(response.status).toBe(403);
      expect((await readProblem(response)).detail).toBe("Only the sweep's owner can do this.");
    }
    const own = await callRoute(setRole, {
      method: "PUT",
      path: "/",
      params: { ...params, memberId: f.ownerMemberId },
      body: { isAdmin: false },
      as: signedIn(f.owner),
    });
    expect(own.status).toBe(409);
    expect((await readProblem(own)).detail).toMatch(/owner is always an admin/);
    const pending = await callRoute(setRole, {
      method: "PUT",
      path: "/",
      params: { ...params, memberId: f.pending.memberId },
      body: { isAdmin: true },
      as: signedIn(f.owner),
    });
    expect(pending.status).toBe(409);
    const bad = await callRoute(setRole, {
      method: "PUT",
      path: "/",
      params,
      body: { isAdmin: "yes" },
      as: signedIn(f.owner),
    });
    expect((await readProblem(bad)).errors).toEqual([{ field: "isAdmin", message: "Set isAdmin to true or false." }]);
    const unknown = await callRoute(setRole, {
      method: "PUT",
      path: "/",
      params: { ...params, memberId: randomUUID() },
      body: { isAdmin: true },
      as: signedIn(f.owner),
    });
    expect(unknown.status).toBe(404);
  });
});

describe("DELETE /api/sweeps/{sweepId}/players/{playerId}", () => {
  it("ends the membership but keeps handicap history and results; the player may ask to join again", async () => {
    const sweep = await createTestSweep(db);
    const { user } = await createTestMember(db, sweep.id);
    await addTestHandicap(db, sweep.id, user.playerId, 14.2);
    const event = await createTestEvent(db, sweep.id, { complete: true, entrants: [user] });
    await addTestOomResult(db, event.id, user.playerId, 1, 30);

    for (let i = 0; i < 2; i++) {
      const response = await callRoute(removePlayer, {
        method: "DELETE",
        path: "/",
        params: { sweepId: sweep.id, playerId: user.playerId },
        as: signedIn(sweep.owner),
      });
      expect(response.status).toBe(204);
    }
    expect((await membersOf(sweep.id, signedIn(sweep.owner))).members.map((m) => m.player.id)).toEqual([
      sweep.owner.playerId,
    ]);
    expect(await db.handicapEntry.count({ where: { sweepId: sweep.id, playerId: user.playerId } })).toBe(1);
    expect(await db.oomResult.count({ where: { eventId: event.id, playerId: user.playerId } })).toBe(1);
    expect(await db.entry.count({ where: { eventId: event.id, playerId: user.playerId } })).toBe(1);
    const events = await callRoute(listEvents, { path: "/", params: { sweepId: sweep.id }, as: signedIn(user) });
    expect(events.status).toBe(403);

    const rejoin = await callRoute(join, {
      method: "POST",
      path: "/",
      params: { sweepId: sweep.id },
      as: signedIn(user),
    });
    expect(sweepDtoSchema.parse(await rejoin.json())).toMatchObject({ userIsMember: true, approved: false });
    const list = await membersOf(sweep.id, signedIn(sweep.owner));
    expect(list.requests).toEqual([
      expect.objectContaining({
        approved: false,
        isAdmin: false,
        player: expect.objectContaining({ currentExactHandicap: 14.2 }),
      }),
    ]);
  });

  it("never removes the owner (409); only the owner removes an admin; an admin may leave", async () => {
    const sweep = await createTestSweep(db);
    const adminA = await createTestMember(db, sweep.id, "admin");
    const adminB = await createTestMember(db, sweep.id, "admin");
    const remove = (playerId: string, who: typeof sweep.owner) =>
      callRoute(removePlayer, {
        method: "DELETE",
        path: "/",
        params: { sweepId: sweep.id, playerId },
        as: signedIn(who),
      });
    const owner = await remove(sweep.owner.playerId, sweep.owner);
    expect(owner.status).toBe(409);
    expect((await readProblem(owner)).detail).toBe("The owner cannot be removed from their own sweep.");
    const byAdmin = await remove(adminB.user.playerId, adminA.user);
    expect(byAdmin.status).toBe(403);
    expect((await readProblem(byAdmin)).detail).toBe("Only the sweep's owner can remove an admin.");
    expect((await remove(adminA.user.playerId, adminA.user)).status).toBe(204);
    expect((await remove(adminB.user.playerId, sweep.owner)).status).toBe(204);
    expect((await remove(f.outsider.playerId, sweep.owner)).status).toBe(404);
    expect((await remove(randomUUID(), sweep.owner)).status).toBe(404);
  });
});
