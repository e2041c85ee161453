import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteHandicap } from "@/app/api/handicaps/[handicapId]/route";
import { POST as updateHandicap } from "@/app/api/handicaps/route";
import { GET as history } from "@/app/api/sweeps/[sweepId]/handicaps/route";
import { GET as memberDetail } from "@/app/api/sweeps/[sweepId]/members/[memberId]/route";
import { GET as listMembers } from "@/app/api/sweeps/[sweepId]/members/route";
import { POST as addHandicap } from "@/app/api/sweeps/[sweepId]/players/[playerId]/handicaps/route";
import { DELETE as removePlayer } from "@/app/api/sweeps/[sweepId]/players/[playerId]/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import {
  HANDICAP_DECIMALS_MESSAGE,
  HANDICAP_RANGE_MESSAGE,
  HANDICAP_REQUIRED_MESSAGE,
  formatHandicap,
  formatPlayingHandicap,
  parseHandicap,
} from "@/lib/validation/handicap-format";
import { handicapEntryDtoSchema, handicapHistoryRowDtoSchema } from "@/lib/validation/handicaps";
import { memberDetailDtoSchema, sweepMembersDtoSchema } from "@/lib/validation/members";
import {
  addTestHandicap,
  createSweepFixture,
  createTestEvent,
  createTestMember,
  createTestSweep,
  signedIn,
  type SweepFixture,
} from "../factories";
import { callRoute, readProblem } from "./http";

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
});

describe("handicap input (shared with the client form)", () => {
  it.each([
    ["12.4", 12.4],
    [" 12,4 ", 12.4],
    ["+2", -2],
    ["+2.5", -2.5],
    ["-2", -2],
    ["+10", -10],
    ["36", 36],
    ["0", 0],
    ["+0", 0],
    [12.4, 12.4],
    [-2, -2],
    [36, 36],
    ["36.1", 36.1],
    [54, 54],
    [-10, -10],
    [0.3, 0.3],
  ])("reads %j as %d", (input, exact) => {
    expect(parseHandicap(input)).toEqual({ ok: true, exact });
  });

  it.each([
    [54.1, HANDICAP_RANGE_MESSAGE],
    [-10.1, HANDICAP_RANGE_MESSAGE],
    ["+10.1", HANDICAP_RANGE_MESSAGE],
    ["55", HANDICAP_RANGE_MESSAGE],
    ["abc", HANDICAP_RANGE_MESSAGE],
    ["1 2", HANDICAP_RANGE_MESSAGE],
    [Number.NaN, HANDICAP_RANGE_MESSAGE],
    [true, HANDICAP_RANGE_MESSAGE],
    [12.34, HANDICAP_DECIMALS_MESSAGE],
    ["12.34", HANDICAP_DECIMALS_MESSAGE],
    ["", HANDICAP_REQUIRED_MESSAGE],
    [undefined, HANDICAP_REQUIRED_MESSAGE],
    [null, HANDICAP_REQUIRED_MESSAGE],
  ])("refuses %j", (input, message) => {
    expect(parseHandicap(input)).toEqual({ ok: false, message });
  });

  it("formats exact and playing handicaps as golfers write them", () => {
    expect([-2, -0.4, 0, 12.4, 36, -10].map(formatHandicap)).toEqual(["+2.0", "+0.4", "0.0", "12.4", "36.0", "+10.0"]);
    expect([-2, 0, 12, -0].map(formatPlayingHandicap)).toEqual(["+2", "0", "12", "0"]);
  });
});

describe("POST /api/sweeps/{sweepId}/players/{playerId}/handicaps", () => {
  const add = (playerId: string, body: unknown, who = f.owner) =>
    callRoute(addHandicap, {
      method: "POST",
      path: "/",
      params: { sweepId: f.sweep.id, playerId },
      body,
      as: signedIn(who),
    });

  it('records a new entry (plus handicaps as "+2") that becomes the member\'s current handicap', async () => {
    const { user } = await createTestMember(db, f.sweep.id);
    const first = await add(user.playerId, { handicap: 12.5 });
    expect(first.status).toBe(201);
    expect(handicapEntryDtoSchema.parse(await first.json())).toMatchObject({
      exact: 12.5,
      playingHandicap: 13,
      eventId: null,
      sweepId: f.sweep.id,
    });
    const event = await createTestEvent(db, f.sweep.id);
    const plus = await add(user.playerId, { handicap: "+1.5", eventId: event.id }, f.admin.user);
    expect(handicapEntryDtoSchema.parse(await plus.json())).toMatchObject({
      exact: -1.5,
      playingHandicap: -1,
      eventId: event.id,
    });

    const members = sweepMembersDtoSchema.parse(
      await (
        await callRoute(listMembers, { path: "/", params: { sweepId: f.sweep.id }, as: signedIn(f.member.user) })
      ).json(),
    );
    expect(members.find((m) => m.player.id === user.playerId)?.player).toMatchObject({
      currentExactHandicap: -1.5,
      currentHandicap: -1,
    });
    expect(members.every((m) => m.approved)).toBe(true);
  });

  it.each([
    [{ handicap: 54.1 }, HANDICAP_RANGE_MESSAGE],
    [{ handicap: -10.1 }, HANDICAP_RANGE_MESSAGE],
    [{ handicap: "abc" }, HANDICAP_RANGE_MESSAGE],
    [{ handicap: 12.34 }, HANDICAP_DECIMALS_MESSAGE],
    [{}, HANDICAP_REQUIRED_MESSAGE],
    [{ handicap: null }, HANDICAP_REQUIRED_MESSAGE],
  ])("answers 400 for %j with a message naming the field", async (body, message) => {
    const response = await add(f.member.user.playerId, body);
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors).toEqual([{ field: "handicap", message }]);
  });

  it("refuses an event of another sweep (400), anyone who is not a current member (409) and non-admins (403)", async () => {
    const elsewhere = await createTestEvent(db, (await createTestSweep(db)).id);
    const wrongEvent = await add(f.member.user.playerId, { handicap: 10, eventId: elsewhere.id });
    expect(wrongEvent.status).toBe(400);
    expect((await readProblem(wrongEvent)).errors?.[0]?.field).toBe("eventId");
    const badEvent = await add(f.member.user.playerId, { handicap: 10, eventId: "nope" });
    expect((await readProblem(badEvent)).errors?.[0]?.field).toBe("eventId");
    for (const playerId of [
      f.outsider.playerId,
      f.pending.user.playerId,
      (await createTestMember(db, f.sweep.id, "removed")).user.playerId,
    ]) {
      const notAMember = await add(playerId, { handicap: 10 });
      expect(notAMember.status).toBe(409);
      expect((await readProblem(notAMember)).detail).toMatch(/approve the player's join request first/);
    }
    expect((await add(f.member.user.playerId, { handicap: 10 }, f.member.user)).status).toBe(403);
  });
});

describe("POST /api/handicaps and DELETE /api/handicaps/{handicapId}", () => {
  it("lets an admin correct an entry (a new entry in its place) and withdraw the correction", async () => {
    const { user } = await createTestMember(db, f.sweep.id);
    const entry = await addTestHandicap(db, f.sweep.id, user.playerId, 20);
    const updated = await callRoute(updateHandicap, {
      method: "POST",
      path: "/api/handicaps",
      body: { id: entry.id, handicap: "+0.5" },
      as: signedIn(f.admin.user),
    });
    expect(updated.status).toBe(200);
    const correction = handicapEntryDtoSchema.parse(await updated.json());
    expect(correction).toMatchObject({
      exact: -0.5,
      playingHandicap: 0,
      created: entry.created.toISOString(),
      correctsId: entry.id,
      recordedBy: { id: f.admin.user.playerId },
    });
    expect(correction.id).not.toBe(entry.id);

    const deleted = await callRoute(deleteHandicap, {
      method: "DELETE",
      path: "/",
      params: { handicapId: correction.id },
      as: signedIn(f.owner),
    });
    expect(deleted.status).toBe(204);
    const again = await callRoute(deleteHandicap, {
      method: "DELETE",
      path: "/",
      params: { handicapId: correction.id },
      as: signedIn(f.owner),
    });
    expect(again.status).toBe(404);
    expect((await readProblem(again)).detail).toBe("That handicap entry was not found.");
  });

  it("refuses members of the sweep, admins of another sweep, unknown ids and invalid values", async () => {
    const entry = await addTestHandicap(db, f.sweep.id, f.member.user.playerId, 15);
    const otherOwner = (await createTestSweep(db)).owner;
    for (const who of [f.member.user, otherOwner]) {
      const update = await callRoute(updateHandicap, {
        method: "POST",
        path: "/",
        body: { id: entry.id, handicap: 3 },
        as: signedIn(who),
      });
      expect(update.status).toBe(403);
      const remove = await callRoute(deleteHandicap, {
        method: "DELETE",
        path: "/",
        params: { handicapId: entry.id },
        as: signedIn(who),
      });
      expect(remove.status).toBe(403);
    }
    const unknown = await callRoute(updateHandicap, {
      method: "POST",
      path: "/",
      body: { id: randomUUID(), handicap: 3 },
      as: signedIn(f.owner),
    });
    expect(unknown.status).toBe(404);
    const invalid = await callRoute(updateHandicap, {
      method: "POST",
      path: "/",
      body: { id: "x", handicap: 99 },
      as: signedIn(f.owner),
    });
    expect((await readProblem(invalid)).errors).toEqual([
      { field: "id", message: "Use the id of an existing record (a UUID)." },
      { field: "handicap", message: HANDICAP_RANGE_MESSAGE },
    ]);
    const malformed = await callRoute(deleteHandicap, {
      method: "DELETE",
      path: "/",
      params: { handicapId: "12" },
      as: signedIn(f.owner),
    });
    expect(malformed.status).toBe(404);
  });
});

describe("member handicap views", () => {
  it("the side panel lists a member's entries in this sweep only, newest first, and survives removal", async () => {
    const sweep = await createTestSweep(db);
    const other = await createTestSweep(db);
    const member = await createTestMember(db, sweep.id);
    await createTestMember(db, other.id, "approved");
    await addTestHandicap(db, sweep.id, member.user.playerId, 18, { created: new Date("2026-01-01T10:00:00Z") });
    await addTestHandicap(db, sweep.id, member.user.playerId, 17.4, { created: new Date("2026-02-01T10:00:00Z") });
    await addTestHandicap(db, other.id, member.user.playerId, 5, { created: new Date("2026-03-01T10:00:00Z") });
    const read = async () => {
      const response = await callRoute(memberDetail, {
        path: "/",
        params: { sweepId: sweep.id, memberId: member.memberId },
        as: signedIn(sweep.owner),
      });
      expect(response.status).toBe(200);
      return memberDetailDtoSchema.parse(await response.json());
    };
    const detail = await read();
    expect(detail.player.handicaps.map((h) => [h.exact, h.playingHandicap])).toEqual([
      [17.4, 17],
      [18, 18],
    ]);
    expect(detail).toMatchObject({ removedAt: null, player: { currentExactHandicap: 17.4, currentHandicap: 17 } });

    await callRoute(removePlayer, {
      method: "DELETE",
      path: "/",
      params: { sweepId: sweep.id, playerId: member.user.playerId },
      as: signedIn(sweep.owner),
    });
    const after = await read();
    expect(after.removedAt).not.toBeNull();
    expect(after.player.handicaps).toHaveLength(2);

    const wrongSweep = await callRoute(memberDetail, {
      path: "/",
      params: { sweepId: other.id, memberId: member.memberId },
      as: signedIn(other.owner),
    });
    expect(wrongSweep.status).toBe(404);
  });

  it("shows pending requests and former members to the owner and admins only", async () => {
    const sweep = await createTestSweep(db);
    const admin = await createTestMember(db, sweep.id, "admin");
    const plain = await createTestMember(db, sweep.id, "approved");
    const pending = await createTestMember(db, sweep.id, "pending", "Probe");
    const former = await createTestMember(db, sweep.id, "removed");
    for (const hidden of [pending, former]) {
      const path = { sweepId: sweep.id, memberId: hidden.memberId };
      expect((await callRoute(memberDetail, { path: "/", params: path, as: signedIn(plain.user) })).status).toBe(404);
      expect((await callRoute(memberDetail, { path: "/", params: path, as: signedIn(admin.user) })).status).toBe(200);
    }
    const asMember = sweepMembersDtoSchema.parse(
      await (
        await callRoute(listMembers, { path: "/", params: { sweepId: sweep.id }, as: signedIn(plain.user) })
      ).json(),
    );
    expect(asMember.every((m) => m.approved)).toBe(true);
    expect(asMember.map((m) => m.player.id)).not.toContain(pending.user.playerId);
  });

  it("the History view lists entries newest first: former members' only for the owner and admins", async () => {
    const sweep = await createTestSweep(db);
    const a = await createTestMember(db, sweep.id, "approved", "Ann");
    const b = await createTestMember(db, sweep.id, "removed", "Ben");
    await addTestHandicap(db, sweep.id, a.user.playerId, 10, { created: new Date("2026-01-01T00:00:00Z") });
    await addTestHandicap(db, sweep.id, b.user.playerId, -2, { created: new Date("2026-02-01T00:00:00Z") });
    await addTestHandicap(db, sweep.id, a.user.playerId, 9.6, { created: new Date("2026-03-01T00:00:00Z") });
    const read = async (caller: UserIdentity) => {
      const response = await callRoute(history, { path: "/", params: { sweepId: sweep.id }, as: signedIn(caller) });
      expect(response.status).toBe(200);
      const rows = handicapHistoryRowDtoSchema.array().parse(await response.json());
      return rows.map((row) => [row.player.fullName.split(" ")[0], row.exact, row.memberId]);
    };
    expect(await read(sweep.owner)).toEqual([
      ["Ann", 9.6, a.memberId],
      ["Ben", -2, b.memberId],
      ["Ann", 10, a.memberId],
    ]);
    expect(await read(a.user)).toEqual([
      ["Ann", 9.6, a.memberId],
      ["Ann", 10, a.memberId],
    ]);
    const removed = await callRoute(history, { path: "/", params: { sweepId: sweep.id }, as: signedIn(b.user) });
    expect(removed.status).toBe(403);
  });
});
