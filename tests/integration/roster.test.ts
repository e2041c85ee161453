import { beforeAll, describe, expect, it } from "vitest";
import { GET as listMembersRoute } from "@/app/api/sweeps/[sweepId]/members/route";
import { GET as rosterRoute } from "@/app/api/sweeps/[sweepId]/roster/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { sweepMembersDtoSchema, sweepRosterDtoSchema, type SweepRosterDto } from "@/lib/validation/members";
import {
  addTestHandicap,
  addTestMember,
  createTestSweep,
  createTestUser,
  signedIn,
  type MembershipState,
  type TestSweep,
} from "../factories";
import { callRoute } from "./http";

let sweep: TestSweep;
let people: Record<"zoe" | "adam" | "mia" | "late" | "early" | "gone" | "declined", UserIdentity>;
let paperMemberId: string;

const day = (date: string) => new Date(`${date}T09:00:00.000Z`);

async function person(firstName: string, lastName: string, state: MembershipState, requestedAt?: string) {
  const user = await createTestUser(db, { firstName, lastName });
  const memberId = await addTestMember(db, sweep.id, user, state);
  if (requestedAt) await db.sweepMember.update({ where: { id: memberId }, data: { requestedAt: day(requestedAt) } });
  return user;
}

beforeAll(async () => {
  sweep = await createTestSweep(db, { owner: await createTestUser(db, { firstName: "Olive", lastName: "Owner" }) });
  people = {
    zoe: await person("Zoe", "Young", "approved"),
    adam: await person("Adam", "Brook", "admin"),
    mia: await person("Mia", "Cole", "approved"),
    // Requests come oldest first, whatever their names: Yuri asked before Bea.
    late: await person("Bea", "Late", "pending", "2026-03-02"),
    early: await person("Yuri", "Early", "pending", "2026-03-01"),
    gone: await person("Gus", "Gone", "removed"),
    declined: await person("Dee", "Declined", "declined"),
  };
  await db.sweepMember.updateMany({
    where: { sweepId: sweep.id, playerId: people.mia.playerId },
    data: { isTreasurer: true },
  });
  const paper = await db.player.create({ data: { fullName: "Paul Paper" } });
  paperMemberId = await addTestMember(db, sweep.id, { playerId: paper.id }, "approved");

  // Zoe's handicap here is her latest entry in force: not the older one, not a withdrawn newer one, nor another sweep's.
  await addTestHandicap(db, sweep.id, people.zoe.playerId, 20.4, { created: day("2026-01-10") });
  await addTestHandicap(db, sweep.id, people.zoe.playerId, 18.6, { created: day("2026-02-10") });
  const withdrawn = await addTestHandicap(db, sweep.id, people.zoe.playerId, 9.9, { created: day("2026-02-20") });
  await db.handicapEntry.update({ where: { id: withdrawn.id }, data: { withdrawnAt: new Date() } });
  const elsewhere = await createTestSweep(db, { owner: people.zoe });
  await addTestHandicap(db, elsewhere.id, people.zoe.playerId, 3, { created: day("2026-03-01") });
  // A plus handicap, and a pending request's handicap from an earlier membership (offered when approving).
  await addTestHandicap(db, sweep.id, people.adam.playerId, -1.6, { created: day("2026-01-05") });
  await addTestHandicap(db, sweep.id, people.early.playerId, 12.3, { created: day("2025-06-01") });
});

const rosterAs = async (who: UserIdentity) => {
  const response = await callRoute(rosterRoute, {
    path: `/api/sweeps/${sweep.id}/roster`,
    params: { sweepId: sweep.id },
    as: signedIn(who),
  });
  expect(response.status).toBe(200);
  return sweepRosterDtoSchema.parse(await response.json());
};
const names = (roster: SweepRosterDto) => roster.map((member) => member.player.fullName);
const of = (roster: SweepRosterDto, user: { playerId: string }) =>
  roster.find((member) => member.player.id === user.playerId);

describe("GET /api/sweeps/{sweepId}/roster", () => {
  it("lists current members by name, then pending requests oldest first, for the owner and admins", async () => {
    for (const viewer of [sweep.owner, people.adam]) {
      const roster = await rosterAs(viewer);
      expect(names(roster)).toEqual([
        "Adam Brook",
        "Mia Cole",
        "Olive Owner",
        "Paul Paper",
        "Zoe Young",
        "Yuri Early",
        "Bea Late",
      ]);
      expect(roster.map((member) => member.approved)).toEqual([true, true, true, true, true, false, false]);
    }
  });

  it("shows members no pending request, and never a removed member or a declined request", async () => {
    const roster = await rosterAs(people.zoe);
    expect(names(roster)).toEqual(["Adam Brook", "Mia Cole", "Olive Owner", "Paul Paper", "Zoe Young"]);
    const everyone = names(await rosterAs(sweep.owner));
    expect(everyone).not.toContain("Gus Gone");
    expect(everyone).not.toContain("Dee Declined");
  });

  it("gives each membership's standing and dates, and each player's name and account state", async () => {
    const roster = await rosterAs(sweep.owner);
    const membership = await db.sweepMember.findFirstOrThrow({
      where: { sweepId: sweep.id, playerId: people.early.playerId },
    });
    expect(of(roster, people.early)).toEqual({
      id: membership.id,
      approved: false,
      isAdmin: false,
      isOwner: false,
      isTreasurer: false,
      requestedAt: "2026-03-01T09:00:00.000Z",
      approvedAt: null,
      player: {
        id: people.early.playerId,
        fullName: "Yuri Early",
        hasAccount: true,
        currentHandicap: 12,
        currentExactHandicap: 12.3,
      },
    });
    expect(of(roster, sweep.owner)).toMatchObject({ isOwner: true, isAdmin: true, approved: true });
    expect(of(roster, people.adam)).toMatchObject({ isOwner: false, isAdmin: true, isTreasurer: false });
    expect(of(roster, people.mia)).toMatchObject({ isAdmin: false, isTreasurer: true });
    expect(of(roster, people.mia)?.approvedAt).toEqual(expect.any(String));
    const paper = roster.find((member) => member.id === paperMemberId);
    expect(paper?.player).toMatchObject({ fullName: "Paul Paper", hasAccount: false, currentHandicap: null });
  });

  it("gives the latest handicap entry in force in this sweep as the current handicap", async () => {
    const roster = await rosterAs(people.mia);
    expect(of(roster, people.zoe)?.player).toMatchObject({ currentHandicap: 19, currentExactHandicap: 18.6 });
    expect(of(roster, people.adam)?.player).toMatchObject({ currentHandicap: -2, currentExactHandicap: -1.6 });
    expect(of(roster, people.mia)?.player).toMatchObject({ currentHandicap: null, currentExactHandicap: null });
  });

  it("agrees with the spec's members list on who is listed, in what order and with what handicap", async () => {
    for (const viewer of [sweep.owner, people.zoe]) {
      const response = await callRoute(listMembersRoute, {
        path: `/api/sweeps/${sweep.id}/members`,
        params: { sweepId: sweep.id },
        as: signedIn(viewer),
      });
      const spec = sweepMembersDtoSchema.parse(await response.json());
      const roster = await rosterAs(viewer);
      expect(roster).toEqual(
        spec.map(({ player, ...membership }) => ({
          ...membership,
          player: {
            id: player.id,
            fullName: player.fullName,
            hasAccount: player.userId !== null,
            currentHandicap: player.currentHandicap,
            currentExactHandicap: player.currentExactHandicap,
          },
        })),
      );
    }
  });
});
