// The resource guards: each resolves a resource, its sweep and the caller's relation in one query, and is
// the only way to obtain the authorized ids that data functions and services take.
import { describe, expect, it } from "vitest";
import {
  besideGuard,
  requireCardAccess,
  requireEventRole,
  requireHandicapEntryRole,
  requireSweepRole,
} from "@/lib/server/auth/guards";
import { AppError } from "@/lib/server/errors";
import { readClosedFingerprint } from "@/lib/server/db/closed-results";
import { db } from "@/lib/server/db/infra/client";
import { addTestHandicap, createSweepFixture } from "../factories";

const MISSING = "00000000-0000-4000-8000-000000000000";

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

describe("requireCardAccess", () => {
  it("knows the card's player, their marker, other members and admins, and refuses everyone else", async () => {
    const f = await createSweepFixture(db);
    const card = f.cards.member;
    const asPlayer = await requireCardAccess(f.member.user, card, "mark");
    expect(asPlayer).toMatchObject({
      relation: "player",
      role: "member",
      cardId: card,
      eventId: f.event.id,
      sweepId: f.sweep.id,
    });
    expect((await requireCardAccess(f.marker.user, card, "mark")).relation).toBe("marker");
    expect(await requireCardAccess(f.admin.user, card, "mark")).toMatchObject({ relation: "member", role: "admin" });
    expect(await requireCardAccess(f.owner, card, "admin")).toMatchObject({ role: "owner" });

    expect(await statusOf(requireCardAccess(f.admin.user, card, "view"))).toBe(200);
    expect(await statusOf(requireCardAccess(f.pending.user, card, "view"))).toBe(403);
    expect(await statusOf(requireCardAccess(f.outsider, card, "view"))).toBe(403);
    expect(await statusOf(requireCardAccess(f.adminElsewhere, card, "view"))).toBe(403);
    expect(await statusOf(requireCardAccess(f.member.user, MISSING, "view"))).toBe(404);
  });

  it("lets another member view a card but not mark it, and only admins act as admins", async () => {
    const f = await createSweepFixture(db);
    const bystander = f.marker.user;
    const ownCardOfMarker = f.cards.marker;
    expect((await requireCardAccess(f.member.user, ownCardOfMarker, "mark")).relation).toBe("marker");
    const thirdCard = await db.scorecard.create({
      data: { eventHandicap: 10, entry: { create: { eventId: f.event.id, playerId: f.admin.user.playerId } } },
      select: { id: true },
    });
    expect((await requireCardAccess(bystander, thirdCard.id, "view")).relation).toBe("member");
    expect(await statusOf(requireCardAccess(bystander, thirdCard.id, "mark"))).toBe(403);
    expect(await statusOf(requireCardAccess(f.member.user, thirdCard.id, "admin"))).toBe(403);
  });
});

describe("requireEventRole and requireHandicapEntryRole", () => {
  it("resolve the sweep of the resource and apply the role scale", async () => {
    const f = await createSweepFixture(db);
    expect(await requireEventRole(f.member.user, f.event.id, "member")).toMatchObject({
      eventId: f.event.id,
      sweepId: f.sweep.id,
      isComplete: false,
    });
    expect(await statusOf(requireEventRole(f.member.user, f.event.id, "admin"))).toBe(403);
    expect(await statusOf(requireEventRole(f.adminElsewhere, f.event.id, "member"))).toBe(403);
    expect(await statusOf(requireEventRole(f.owner, MISSING, "member"))).toBe(404);

    const entry = await addTestHandicap(db, f.sweep.id, f.member.user.playerId, 12);
    expect((await requireHandicapEntryRole(f.admin.user, entry.id, "admin")).sweepId).toBe(f.sweep.id);
    expect(await statusOf(requireHandicapEntryRole(f.member.user, entry.id, "admin"))).toBe(403);
    expect(await statusOf(requireHandicapEntryRole(f.adminElsewhere, entry.id, "admin"))).toBe(403);
    expect(await statusOf(requireHandicapEntryRole(f.owner, MISSING, "admin"))).toBe(404);
  });

  it("treat a removed admin and a pending requester as strangers", async () => {
    const f = await createSweepFixture(db);
    await db.sweepMember.updateMany({
      where: { sweepId: f.sweep.id, playerId: f.admin.user.playerId },
      data: { removedAt: new Date() },
    });
    expect(await statusOf(requireSweepRole(f.admin.user, f.sweep.id, "member"))).toBe(403);
    expect(await statusOf(requireSweepRole(f.pending.user, f.sweep.id, "member"))).toBe(403);
    expect((await requireSweepRole(f.owner, f.sweep.id, "owner")).role).toBe("owner");
  });
});

describe("besideGuard", () => {
  it("hands on the read only to a caller the guard lets in, and a refusal always wins over the read's failure", async () => {
    const f = await createSweepFixture(db);
    const [access, read] = await besideGuard(
      requireSweepRole(f.member.user, f.sweep.id, "member"),
      readClosedFingerprint(db, f.sweep.id),
    );
    expect(access.role).toBe("member");
    expect(read).toBe(await readClosedFingerprint(db, f.sweep.id));

    const failingRead = Promise.reject(new Error("the read failed"));
    expect(await statusOf(besideGuard(requireSweepRole(f.pending.user, f.sweep.id, "member"), failingRead))).toBe(403);
    expect(await statusOf(besideGuard(requireSweepRole(f.owner, MISSING, "member"), failingRead))).toBe(404);
    await expect(
      besideGuard(requireSweepRole(f.owner, f.sweep.id, "owner"), Promise.reject(new Error("the read failed"))),
    ).rejects.toThrow("the read failed");
  });
});
