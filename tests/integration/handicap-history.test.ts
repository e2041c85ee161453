import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteHandicap } from "@/app/api/handicaps/[handicapId]/route";
import { POST as updateHandicap } from "@/app/api/handicaps/route";
import { POST as closeEvent } from "@/app/api/events/close/[eventId]/route";
import { GET as audit } from "@/app/api/sweeps/[sweepId]/handicaps/audit/route";
import { GET as history } from "@/app/api/sweeps/[sweepId]/handicaps/route";
import { GET as memberDetail } from "@/app/api/sweeps/[sweepId]/members/[memberId]/route";
import { POST as addHandicap } from "@/app/api/sweeps/[sweepId]/players/[playerId]/handicaps/route";
import { POST as approve } from "@/app/api/sweeps/approve/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import {
  handicapAuditRowDtoSchema,
  handicapEntryDtoSchema,
  handicapHistoryRowDtoSchema,
} from "@/lib/validation/handicaps";
import { memberDetailDtoSchema, sweepMemberDtoSchema } from "@/lib/validation/members";
import {
  addTestHandicap,
  createScoredEvent,
  createSweepFixture,
  createTestMember,
  signedIn,
  type SweepFixture,
} from "../factories";
import { callRoute, readProblem } from "./http";

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
});

async function record(playerId: string, body: Record<string, unknown>, as: UserIdentity = f.admin.user) {
  return callRoute(addHandicap, {
    method: "POST",
    path: `/api/sweeps/${f.sweep.id}/players/${playerId}/handicaps`,
    params: { sweepId: f.sweep.id, playerId },
    body,
    as: signedIn(as),
  });
}

async function correct(id: string, handicap: number, reason: string) {
  return callRoute(updateHandicap, {
    method: "POST",
    path: "/api/handicaps",
    body: { id, handicap, reason },
    as: signedIn(f.owner),
  });
}

async function readMember(memberId: string) {
  const res = await callRoute(memberDetail, {
    method: "GET",
    path: "/",
    params: { sweepId: f.sweep.id, memberId },
    as: signedIn(f.owner),
  });
  return memberDetailDtoSchema.parse(await res.json());
}

async function readAudit(playerId: string, as: UserIdentity = f.owner) {
  return callRoute(audit, {
    method: "GET",
    path: `/api/sweeps/${f.sweep.id}/handicaps/audit?playerId=${playerId}`,
    params: { sweepId: f.sweep.id },
    as: signedIn(as),
  });
}

describe("handicap history: who, when, why", () => {
  it("records the author, time and reason of an admin's change, and names the event of a close", async () => {
    const a = await createTestMember(db, f.sweep.id, "approved", "Author");
    const b = await createTestMember(db, f.sweep.id, "approved", "Partner");
    await addTestHandicap(db, f.sweep.id, a.user.playerId, 7.3, { created: new Date("2026-01-01T00:00:00Z") });
    const before = Date.now();
    const res = await record(a.user.playerId, { handicap: 8, reason: "New WHS index from the club" });
    expect(res.status).toBe(201);
    const entry = handicapEntryDtoSchema.parse(await res.json());
    expect(entry).toMatchObject({
      exact: 8,
      reason: "New WHS index from the club",
      recordedBy: { id: f.admin.user.playerId, fullName: expect.stringContaining("Admin") as string },
      event: null,
      correctsId: null,
    });
    expect(Date.parse(entry.recordedAt)).toBeGreaterThanOrEqual(before - 1000);

    const played = await createScoredEvent(db, f.sweep.id, [a.user, b.user], "2026-06-07");
    const closed = await callRoute(closeEvent, {
      method: "POST",
      path: `/api/events/close/${played.id}`,
      params: { eventId: played.id },
      as: signedIn(f.owner),
    });
    expect(closed.status).toBe(200);
    const [latest] = (await readMember(a.memberId)).player.handicaps;
    const course = await db.course.findUniqueOrThrow({ where: { id: played.courseId } });
    expect(latest).toMatchObject({
      eventId: played.id,
      event: { id: played.id, date: "2026-06-07", courseName: course.name },
      recordedBy: { id: f.owner.playerId },
      reason: "Adjusted when the event was closed.",
    });
  });

  it("a correction is a new entry pointing at the one it corrects; a chain keeps every step for the audit", async () => {
    const { user, memberId } = await createTestMember(db, f.sweep.id, "approved", "Chain");
    const first = await addTestHandicap(db, f.sweep.id, user.playerId, 10, {
      created: new Date("2026-02-01T00:00:00Z"),
    });
    const one = handicapEntryDtoSchema.parse(await (await correct(first.id, 10.5, "Typed 10 for 10.5")).json());
    const two = handicapEntryDtoSchema.parse(await (await correct(one.id, 10.4, "The club's sheet says 10.4")).json());
    expect(one).toMatchObject({ correctsId: first.id, created: first.created.toISOString() });
    expect(two).toMatchObject({ correctsId: one.id, exact: 10.4, reason: "The club's sheet says 10.4" });

    const member = await readMember(memberId);
    expect(member.player.handicaps.map((entry) => entry.id)).toEqual([two.id]);
    expect(member.player.currentExactHandicap).toBe(10.4);

    const again = await correct(first.id, 11, "Too late");
    expect(again.status).toBe(409);
    expect((await readProblem(again)).detail).toMatch(/already been corrected/);

    const rows = handicapAuditRowDtoSchema.array().parse(await (await readAudit(user.playerId)).json());
    expect(rows.map((row) => [row.exact, row.correctsId, row.correctedAt !== null])).toEqual([
      [10.4, one.id, false],
      [10.5, first.id, true],
      [10, null, true],
    ]);
  });

  it("DELETE withdraws an entry: kept with who, when and why, hidden from the history, shown in the audit", async () => {
    const { user, memberId } = await createTestMember(db, f.sweep.id, "approved", "Withdrawn");
    await addTestHandicap(db, f.sweep.id, user.playerId, 15, { created: new Date("2026-03-01T00:00:00Z") });
    const wrong = handicapEntryDtoSchema.parse(
      await (await record(user.playerId, { handicap: 51 / 10, reason: "Meant for someone else" })).json(),
    );
    const res = await callRoute(deleteHandicap, {
      method: "DELETE",
      path: `/api/handicaps/${wrong.id}?reason=${encodeURIComponent("Recorded for the wrong member")}`,
      params: { handicapId: wrong.id },
      as: signedIn(f.owner),
    });
    expect(res.status).toBe(204);

    const row = await db.handicapEntry.findUniqueOrThrow({ where: { id: wrong.id } });
    expect(row).toMatchObject({ withdrawnById: f.owner.playerId, withdrawnReason: "Recorded for the wrong member" });
    expect(row.withdrawnAt).toBeInstanceOf(Date);

    const member = await readMember(memberId);
    expect(member.player.handicaps.map((entry) => entry.id)).not.toContain(wrong.id);
    expect(member.player.currentExactHandicap).toBe(15);
    const all = await callRoute(history, {
      method: "GET",
      path: "/",
      params: { sweepId: f.sweep.id },
      as: signedIn(f.owner),
    });
    const historyIds = handicapHistoryRowDtoSchema
      .array()
      .parse(await all.json())
      .map((entry) => entry.id);
    expect(historyIds).not.toContain(wrong.id);

    const rows = handicapAuditRowDtoSchema.array().parse(await (await readAudit(user.playerId)).json());
    expect(rows.find((entry) => entry.id === wrong.id)).toMatchObject({
      exact: 5.1,
      reason: "Meant for someone else",
      recordedBy: { id: f.admin.user.playerId },
      withdrawnBy: { id: f.owner.playerId },
      withdrawnReason: "Recorded for the wrong member",
    });

    for (const who of [f.member.user, f.adminElsewhere]) expect((await readAudit(user.playerId, who)).status).toBe(403);
  });
});

describe("approving a join request with a starting handicap", () => {
  it("records the starting handicap with the approval, once", async () => {
    const { user } = await createTestMember(db, f.sweep.id, "pending", "Joiner");
    const approveWith = (handicap: string) =>
      callRoute(approve, {
        method: "POST",
        path: "/api/sweeps/approve",
        body: { sweepId: f.sweep.id, playerId: user.playerId, handicap },
        as: signedIn(f.admin.user),
      });
    const res = await approveWith("+1.5");
    expect(res.status).toBe(200);
    const member = sweepMemberDtoSchema.parse(await res.json());
    expect(member).toMatchObject({ approved: true, player: { currentExactHandicap: -1.5, currentHandicap: -1 } });
    expect(member.player.handicaps[0]).toMatchObject({
      recordedBy: { id: f.admin.user.playerId },
      reason: expect.stringMatching(/join request/) as string,
    });

    expect((await approveWith("20")).status).toBe(200);
    expect(await db.handicapEntry.count({ where: { sweepId: f.sweep.id, playerId: user.playerId } })).toBe(1);
  });

  it("approves without a handicap as the specification's body does, and refuses a bad one", async () => {
    const { user } = await createTestMember(db, f.sweep.id, "pending", "Plain");
    const bad = await callRoute(approve, {
      method: "POST",
      path: "/api/sweeps/approve",
      body: { sweepId: f.sweep.id, playerId: user.playerId, handicap: "55" },
      as: signedIn(f.admin.user),
    });
    expect(bad.status).toBe(400);
    const plain = await callRoute(approve, {
      method: "POST",
      path: "/api/sweeps/approve",
      body: { sweepId: f.sweep.id, playerId: user.playerId },
      as: signedIn(f.admin.user),
    });
    expect(plain.status).toBe(200);
    expect(sweepMemberDtoSchema.parse(await plain.json()).player.handicaps).toEqual([]);
  });
});
