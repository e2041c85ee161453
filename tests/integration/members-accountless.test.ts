import { beforeAll, describe, expect, it } from "vitest";
import { POST as claimRoute } from "@/app/api/claims/[token]/route";
import { POST as drawRoute } from "@/app/api/events/draw/[eventId]/route";
import { POST as addEventPlayerRoute } from "@/app/api/events/[eventId]/players/[playerId]/route";
import { POST as claimInvitationRoute } from "@/app/api/sweeps/[sweepId]/members/[memberId]/claim-invitation/route";
import { GET as membersCsvRoute } from "@/app/api/sweeps/[sweepId]/members/csv/route";
import { GET as listMembersRoute, POST as addMemberRoute } from "@/app/api/sweeps/[sweepId]/members/route";
import type { AuthorizedEventId } from "@/lib/server/auth/authorized";
import { db } from "@/lib/server/db/infra/client";
import { closeEvent } from "@/lib/server/services/close-event";
import type { UserIdentity } from "@/lib/server/db/users";
import { claimInvitationDtoSchema } from "@/lib/validation/invitations";
import { memberDetailDtoSchema, sweepMembersDtoSchema } from "@/lib/validation/members";
import {
  addTestHandicap,
  createTestEvent,
  createTestMember,
  createTestSweep,
  createTestUser,
  daysFromToday,
  signedIn,
  TEST_HOLES,
  type TestSweep,
} from "../factories";
import { callRoute, readProblem } from "./http";
import { putScore, readCard } from "./scorecards-helpers";
import { specPlayer } from "./spec-client";

let sweep: TestSweep;
let admin: UserIdentity;
let member: UserIdentity;
beforeAll(async () => {
  sweep = await createTestSweep(db);
  admin = (await createTestMember(db, sweep.id, "admin", "Admin")).user;
  member = (await createTestMember(db, sweep.id, "approved", "Member")).user;
});

const addMember = (body: Record<string, unknown>, as = admin) =>
  callRoute(addMemberRoute, {
    method: "POST",
    path: "/x",
    params: { sweepId: sweep.id },
    body,
    as: signedIn(as),
  });

const added = async (fullName: string, handicap: number | string = 18.2) => {
  const response = await addMember({ fullName, handicap });
  expect(response.status).toBe(201);
  return memberDetailDtoSchema.parse(await response.json());
};

const invite = (memberId: string, email: string, as = admin) =>
  callRoute(claimInvitationRoute, {
    method: "POST",
    path: "/x",
    params: { sweepId: sweep.id, memberId },
    body: { email },
    as: signedIn(as),
  });

const tokenOf = (path: string) => path.split("/").at(-1)!;

const claim = (token: string, as: UserIdentity) =>
  callRoute(claimRoute, { method: "POST", path: "/x", params: { token }, as: signedIn(as) });

async function emailOf(user: UserIdentity) {
  return (await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true } })).email;
}

describe("adding a member without an account", () => {
  it("adds him by name and handicap as an approved member with no user, read like any Player", async () => {
    const bert = await added("Bert Paper", "18.2");
    expect(bert).toMatchObject({ approved: true, isAdmin: false, removedAt: null });
    expect(bert.player).toMatchObject({ fullName: "Bert Paper", userId: null, user: null, currentExactHandicap: 18.2 });
    expect(specPlayer.safeParse(bert.player).success).toBe(true);
    const list = sweepMembersDtoSchema.parse(
      await (
        await callRoute(listMembersRoute, { path: "/x", params: { sweepId: sweep.id }, as: signedIn(member) })
      ).json(),
    );
    expect(list.find((row) => row.id === bert.id)?.player.currentHandicap).toBe(18);
  });

  it("refuses a second member with the same name, and a name that a pending request already has", async () => {
    await added("Colin Twice");
    const problem = await readProblem(await addMember({ fullName: "  colin   TWICE ", handicap: 10 }));
    expect(problem).toMatchObject({ status: 409 });
    expect(problem.detail).toMatch(/already has a member called colin TWICE/);
    const pending = await createTestUser(db, { firstName: "Dora", lastName: "Asked" });
    await createTestMemberRow(pending, "pending");
    const asked = await readProblem(await addMember({ fullName: "Dora Asked", handicap: 10 }));
    expect(asked.detail).toMatch(/has already asked to join this sweep/);
  });

  it("is for admins only", async () => {
    expect((await addMember({ fullName: "Nobody", handicap: 1 }, member)).status).toBe(403);
  });

  it("is entered, drawn, scored by his marker and closed into the results like anyone", async () => {
    const paper = await added("Percy Paper", 10);
    const event = await createTestEvent(db, sweep.id, { date: daysFromToday(0) });
    const enter = (playerId: string) =>
      callRoute(addEventPlayerRoute, {
        method: "POST",
        path: "/x",
        params: { eventId: event.id, playerId },
        as: signedIn(admin),
      });
    expect((await enter(paper.player.id)).status).toBe(200);
    expect((await enter(member.playerId)).status).toBe(200);
    const draw = await callRoute(drawRoute, {
      method: "POST",
      path: "/x",
      params: { eventId: event.id },
      as: signedIn(admin),
    });
    expect(draw.status).toBe(200);
    const card = await db.scorecard.findFirstOrThrow({
      where: { entry: { eventId: event.id, playerId: paper.player.id } },
      select: { id: true, eventHandicap: true },
    });
    expect(card.eventHandicap).toBe(10);
    const saved = await putScore(card.id, member, { hole: 1, gross: 5 });
    expect(saved.status).toBe(200);
    expect((await readCard(card.id, admin)).scores[0]?.gross).toBe(5);
    for (const hole of TEST_HOLES.slice(1)) {
      expect((await putScore(card.id, member, { hole: hole.number, gross: hole.par })).status).toBe(200);
    }
    await closeEvent(db, event.id as AuthorizedEventId);
    const result = await db.oomResult.findUniqueOrThrow({
      where: { eventId_playerId: { eventId: event.id, playerId: paper.player.id } },
    });
    expect(result.position).toBe(1);
  });
});

describe("claiming a member record", () => {
  it("binds the record to the account with the invitation's email, history kept", async () => {
    const jim = await added("Jim Claims", 14);
    const event = await createTestEvent(db, sweep.id, { drawn: true, entrants: [{ playerId: jim.player.id }] });
    await db.oomResult.create({ data: { eventId: event.id, playerId: jim.player.id, position: 1, points: 25 } });
    const claimer = await createTestUser(db, { firstName: "James", lastName: "Claims" });
    const response = await invite(jim.id, (await emailOf(claimer)).toUpperCase());
    expect(response.status).toBe(201);
    const invitation = claimInvitationDtoSchema.parse(await response.json());
    expect(invitation.path).toMatch(/^\/claim\/[A-Za-z0-9_-]{40,}$/);

    const claimed = await claim(tokenOf(invitation.path), claimer);
    expect(claimed.status).toBe(200);
    expect(await claimed.json()).toEqual({ sweepId: sweep.id, playerId: claimer.playerId });
    expect(await db.player.count({ where: { id: jim.player.id } })).toBe(0);
    const membership = await db.sweepMember.findUniqueOrThrow({
      where: { sweepId_playerId: { sweepId: sweep.id, playerId: claimer.playerId } },
    });
    expect(membership).toMatchObject({ approved: true, removedAt: null });
    expect(await db.entry.count({ where: { eventId: event.id, playerId: claimer.playerId } })).toBe(1);
    expect(await db.oomResult.count({ where: { eventId: event.id, playerId: claimer.playerId } })).toBe(1);
    const handicaps = await db.handicapEntry.findMany({ where: { sweepId: sweep.id, playerId: claimer.playerId } });
    expect(handicaps.map((entry) => entry.exactTenths)).toEqual([140]);

    const again = await readProblem(await claim(tokenOf(invitation.path), claimer));
    expect(again).toMatchObject({ status: 409 });
    expect(again.detail).toMatch(/already been claimed/);
  });

  it("refuses an account with another email, naming the address only in part", async () => {
    const ken = await added("Ken Wrongmail");
    const invitation = claimInvitationDtoSchema.parse(
      await (await invite(ken.id, "ken.wrongmail@example.test")).json(),
    );
    const stranger = await createTestUser(db);
    const problem = await readProblem(await claim(tokenOf(invitation.path), stranger));
    expect(problem).toMatchObject({ status: 403 });
    expect(problem.detail).toContain("k…@example.test");
    expect(problem.detail).not.toContain("ken.wrongmail");
    expect(await db.player.count({ where: { id: ken.player.id } })).toBe(1);
  });

  it("keeps an already-member claimer's membership and role and merges the handicap history", async () => {
    const lou = await added("Lou Twofold", 20);
    const already = await createTestUser(db, { firstName: "Louis", lastName: "Twofold" });
    await createTestMemberRow(already, "admin");
    await addTestHandicap(db, sweep.id, already.playerId, 19.5, { created: new Date(Date.now() - 60_000) });
    const invitation = claimInvitationDtoSchema.parse(await (await invite(lou.id, await emailOf(already))).json());
    expect((await claim(tokenOf(invitation.path), already)).status).toBe(200);
    const memberships = await db.sweepMember.findMany({ where: { sweepId: sweep.id, playerId: already.playerId } });
    expect(memberships).toHaveLength(1);
    expect(memberships[0]).toMatchObject({ isAdmin: true, approved: true });
    const history = await db.handicapEntry.findMany({
      where: { sweepId: sweep.id, playerId: already.playerId },
      orderBy: { created: "desc" },
    });
    expect(history.map((entry) => entry.exactTenths)).toEqual([200, 195]);
  });

  it("refuses when both records are entered in one event, and changes nothing", async () => {
    const max = await added("Max Double");
    const self = await createTestUser(db, { firstName: "Maxwell", lastName: "Double" });
    await createTestMemberRow(self, "approved");
    await createTestEvent(db, sweep.id, { date: "2026-12-06", entrants: [{ playerId: max.player.id }, self] });
    const invitation = claimInvitationDtoSchema.parse(await (await invite(max.id, await emailOf(self))).json());
    const problem = await readProblem(await claim(tokenOf(invitation.path), self));
    expect(problem).toMatchObject({ status: 409 });
    expect(problem.detail).toMatch(/both entered in the event of Sun 6 Dec/);
    expect(await db.player.count({ where: { id: max.player.id } })).toBe(1);
  });

  it("replaces an older invitation, expires, and refuses members who have an account", async () => {
    const ned = await added("Ned Later");
    const claimer = await createTestUser(db);
    const first = claimInvitationDtoSchema.parse(await (await invite(ned.id, await emailOf(claimer))).json());
    const second = claimInvitationDtoSchema.parse(await (await invite(ned.id, await emailOf(claimer))).json());
    expect((await readProblem(await claim(tokenOf(first.path), claimer))).detail).toMatch(/replaced by a newer one/);
    await db.playerClaim.updateMany({
      where: { token: tokenOf(second.path) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await readProblem(await claim(tokenOf(second.path), claimer))).detail).toMatch(/has expired/);
    const memberId = (
      await db.sweepMember.findFirstOrThrow({ where: { sweepId: sweep.id, playerId: member.playerId } })
    ).id;
    expect((await readProblem(await invite(memberId, "x@example.test"))).detail).toMatch(/already has an account/);
    expect((await readProblem(await claim("not-a-token-that-was-ever-issued", claimer))).status).toBe(404);
  });
});

describe("GET /api/sweeps/{sweepId}/members/csv", () => {
  it("lists members with their handicaps in force, and an email only where the member agreed, escaped and formula-safe", async () => {
    const csvSweep = await createTestSweep(db, { name: 'Csv, "Society"' });
    const sharing = await createTestUser(db, { firstName: "Sharon", lastName: "O'Share, Jr" });
    const private_ = await createTestUser(db, { firstName: "Priv", lastName: "Ate" });
    await db.user.update({ where: { id: sharing.id }, data: { shareContact: true } });
    for (const user of [sharing, private_]) await addMemberRow(csvSweep.id, user);
    await addTestHandicap(db, csvSweep.id, sharing.playerId, -2);
    await addTestHandicap(db, csvSweep.id, private_.playerId, 12.4);
    // A newer entry withdrawn by an admin is not the handicap: the list shows the one before it.
    const withdrawn = await addTestHandicap(db, csvSweep.id, private_.playerId, 30.1, {
      created: new Date(Date.now() + 1_000),
    });
    await db.handicapEntry.update({ where: { id: withdrawn.id }, data: { withdrawnAt: new Date() } });
    const formula = await callRoute(addMemberRoute, {
      method: "POST",
      path: "/x",
      params: { sweepId: csvSweep.id },
      body: { fullName: '=HYPERLINK("http://evil.example")', handicap: 5 },
      as: signedIn(csvSweep.owner),
    });
    expect(formula.status).toBe(201);

    const response = await callRoute(membersCsvRoute, {
      path: "/x",
      params: { sweepId: csvSweep.id },
      as: signedIn(csvSweep.owner),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="csv-society-members.csv"');
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    const sharingEmail = await emailOf(sharing);
    expect(lines).toEqual([
      "Name,Handicap index,Playing handicap,Email,Role,Member since",
      `"'=HYPERLINK(""http://evil.example"")",5,5,,Member,${today()}`,
      `Owner ${csvSweep.owner.name.split(" ")[1]},,,,Admin,${today()}`,
      `Priv Ate,12.4,12,,Member,${today()}`,
      `"Sharon O'Share, Jr",-2,-2,${sharingEmail},Member,${today()}`,
      "",
    ]);
  });

  it("is for admins only", async () => {
    const response = await callRoute(membersCsvRoute, {
      path: "/x",
      params: { sweepId: sweep.id },
      as: signedIn(member),
    });
    expect(response.status).toBe(403);
  });
});

const today = () => new Date().toISOString().slice(0, 10);

async function addMemberRow(sweepId: string, user: UserIdentity) {
  await db.sweepMember.create({ data: { sweepId, playerId: user.playerId, approved: true, approvedAt: new Date() } });
}

async function createTestMemberRow(user: UserIdentity, state: "pending" | "approved" | "admin") {
  await db.sweepMember.create({
    data: {
      sweepId: sweep.id,
      playerId: user.playerId,
      approved: state !== "pending",
      isAdmin: state === "admin",
      approvedAt: state === "pending" ? null : new Date(),
    },
  });
}
