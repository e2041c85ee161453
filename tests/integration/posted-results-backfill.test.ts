import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as close } from "@/app/api/events/close/[eventId]/route";
import { db } from "@/lib/server/db/infra/client";
import {
  addTestHandicap,
  CLOSE_ANYWAY,
  createScoredEvent,
  createSweepFixture,
  createTestMember,
  daysFromToday,
  signedIn,
  type SweepFixture,
} from "../factories";
import { callRoute } from "./http";

// The migration that added Event.postedResults fills them in for events closed before it, so that reopening such an
// event still makes the next close a correction (ARCHITECTURE.md#notifications).
const MIGRATION = join(process.cwd(), "prisma", "migrations", "20261126070336_event_posted_results", "migration.sql");
const migration = readFileSync(MIGRATION, "utf8");
const backfill = migration.slice(migration.indexOf('WITH "posted"'));

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
});

describe("the posted results of events closed before they were kept", () => {
  it("are filled in by the migration as the close itself writes them", async () => {
    const [a, b] = await Promise.all([1, 2].map(() => createTestMember(db, f.sweep.id).then((m) => m.user)));
    const created = new Date(Date.now() - 86_400_000);
    await addTestHandicap(db, f.sweep.id, a!.playerId, 18.0, { created });
    await addTestHandicap(db, f.sweep.id, b!.playerId, 24.0, { created });
    const event = await createScoredEvent(db, f.sweep.id, [a!, b!], daysFromToday(-1));
    const closed = await callRoute(close, {
      method: "POST",
      path: `/api/events/close/${event.id}`,
      params: { eventId: event.id },
      body: CLOSE_ANYWAY,
      as: signedIn(f.admin.user),
    });
    expect(closed.status).toBe(200);
    const written = await db.event.findUniqueOrThrow({ where: { id: event.id }, select: { postedResults: true } });
    // Par golf off 18.0 is 18 over 36 points: a cut, so the handicap change is compared too.
    expect(written.postedResults).toMatchObject({
      [a!.playerId]: { position: 1, handicap: { from: 18 } },
      [b!.playerId]: { position: 2 },
    });

    await db.$executeRaw`UPDATE "Event" SET "postedResults" = NULL WHERE "id" = ${event.id}::uuid`;
    await db.$executeRawUnsafe(backfill);
    const filled = await db.event.findUniqueOrThrow({ where: { id: event.id }, select: { postedResults: true } });
    expect(filled.postedResults).toEqual(written.postedResults);
  });
});
