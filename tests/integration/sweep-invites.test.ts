import { beforeAll, describe, expect, it } from "vitest";
import { POST as openInviteRoute } from "@/app/api/invites/[token]/route";
import { DELETE as revokeRoute } from "@/app/api/sweeps/[sweepId]/invites/[inviteId]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/sweeps/[sweepId]/invites/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { sweepInviteDtoSchema, sweepInvitesDtoSchema } from "@/lib/validation/invitations";
import {
  addTestMember,
  createTestMember,
  createTestSweep,
  createTestUser,
  signedIn,
  type TestSweep,
} from "../factories";
import { callRoute, readProblem } from "./http";

let sweep: TestSweep;
let admin: UserIdentity;
let member: UserIdentity;
beforeAll(async () => {
  sweep = await createTestSweep(db);
  admin = (await createTestMember(db, sweep.id, "admin", "Admin")).user;
  member = (await createTestMember(db, sweep.id, "approved", "Member")).user;
});

const create = async (body: Record<string, unknown> = {}, as = admin) => {
  const response = await callRoute(createRoute, {
    method: "POST",
    path: "/x",
    params: { sweepId: sweep.id },
    body,
    as: signedIn(as),
  });
  expect(response.status).toBe(201);
  return sweepInviteDtoSchema.parse(await response.json());
};

const open = (path: string, as: UserIdentity) =>
  callRoute(openInviteRoute, {
    method: "POST",
    path: "/x",
    params: { token: path.split("/").at(-1)! },
    as: signedIn(as),
  });

const standingOf = (user: UserIdentity) =>
  db.sweepMember.findUnique({
    where: { sweepId_playerId: { sweepId: sweep.id, playerId: user.playerId } },
    select: { approved: true, removedAt: true },
  });

describe("a sweep's invite link", () => {
  it("files a join request by default", async () => {
    const invite = await create();
    expect(invite).toMatchObject({ joinDirectly: false, expiresAt: null });
    expect(invite.path).toMatch(/^\/invite\/[A-Za-z0-9_-]{40,}$/);
    const newcomer = await createTestUser(db);
    const response = await open(invite.path, newcomer);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sweepId: sweep.id, standing: "requested" });
    expect(await standingOf(newcomer)).toEqual({ approved: false, removedAt: null });
  });

  it("joins at once when the owner chose so; a member opening it stays as he is", async () => {
    const invite = await create({ joinDirectly: true, expiresInDays: 7 }, sweep.owner);
    expect(new Date(invite.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    const newcomer = await createTestUser(db);
    expect(await (await open(invite.path, newcomer)).json()).toEqual({ sweepId: sweep.id, standing: "member" });
    expect(await standingOf(newcomer)).toEqual({ approved: true, removedAt: null });
    expect(await (await open(invite.path, member)).json()).toEqual({ sweepId: sweep.id, standing: "member" });
    expect(await (await open(invite.path, sweep.owner)).json()).toEqual({ sweepId: sweep.id, standing: "member" });
  });

  it("turns a removed player's direct join into a request: taking him back is the admins' call", async () => {
    const invite = await create({ joinDirectly: true }, sweep.owner);
    const removed = await createTestUser(db);
    await addTestMember(db, sweep.id, removed, "removed");
    expect(await (await open(invite.path, removed)).json()).toEqual({ sweepId: sweep.id, standing: "requested" });
    expect(await standingOf(removed)).toEqual({ approved: false, removedAt: null });
  });

  it("stops working once revoked, and is no longer listed", async () => {
    const invite = await create();
    const revoke = () =>
      callRoute(revokeRoute, {
        method: "DELETE",
        path: "/x",
        params: { sweepId: sweep.id, inviteId: invite.id },
        as: signedIn(admin),
      });
    expect((await revoke()).status).toBe(204);
    expect((await revoke()).status).toBe(204);
    const problem = await readProblem(await open(invite.path, await createTestUser(db)));
    expect(problem).toMatchObject({ status: 409 });
    expect(problem.detail).toMatch(/has been withdrawn/);
    const listed = sweepInvitesDtoSchema.parse(
      await (await callRoute(listRoute, { path: "/x", params: { sweepId: sweep.id }, as: signedIn(admin) })).json(),
    );
    expect(listed.map((row) => row.id)).not.toContain(invite.id);
  });

  it("stops working once expired", async () => {
    const invite = await create({ expiresInDays: 1 });
    await db.sweepInvite.update({ where: { id: invite.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const problem = await readProblem(await open(invite.path, await createTestUser(db)));
    expect(problem).toMatchObject({ status: 409 });
    expect(problem.detail).toMatch(/has expired/);
  });

  it("answers 404 for a token never issued, and lets only admins make, list or revoke links", async () => {
    expect((await open("/invite/never-issued-never-issued-never", member)).status).toBe(404);
    const asMember = await callRoute(createRoute, {
      method: "POST",
      path: "/x",
      params: { sweepId: sweep.id },
      body: {},
      as: signedIn(member),
    });
    expect(asMember.status).toBe(403);
    expect(
      (await callRoute(listRoute, { path: "/x", params: { sweepId: sweep.id }, as: signedIn(member) })).status,
    ).toBe(403);
  });

  it("lets only the owner make a link that joins at once", async () => {
    const response = await callRoute(createRoute, {
      method: "POST",
      path: "/x",
      params: { sweepId: sweep.id },
      body: { joinDirectly: true },
      as: signedIn(admin),
    });
    expect(await readProblem(response)).toMatchObject({ status: 403 });
  });

  it("refuses a lifetime outside 1 to 365 days", async () => {
    const response = await callRoute(createRoute, {
      method: "POST",
      path: "/x",
      params: { sweepId: sweep.id },
      body: { expiresInDays: 0 },
      as: signedIn(admin),
    });
    expect((await readProblem(response)).errors?.[0]?.field).toBe("expiresInDays");
  });
});
