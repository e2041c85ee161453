import { beforeAll, describe, expect, it } from "vitest";
import { GET as getEvent } from "@/app/api/events/[eventId]/route";
import { POST as closeEvent } from "@/app/api/events/close/[eventId]/route";
import { db } from "@/lib/server/db/infra/client";
import { closeEventDtoSchema, eventDtoSchema } from "@/lib/validation/events";
import {
  addTestHandicap,
  CLOSE_ANYWAY,
  createScoredEvent,
  createSweepFixture,
  createTestEvent,
  signedIn,
  type SweepFixture,
} from "../factories";
import { callRoute, readProblem } from "./http";

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
  await addTestHandicap(db, f.sweep.id, f.member.user.playerId, 20, { created: new Date("2026-01-01") });
  await addTestHandicap(db, f.sweep.id, f.marker.user.playerId, 10, { created: new Date("2026-01-01") });
});

const close = (eventId: string, as = f.admin.user) =>
  callRoute(closeEvent, {
    method: "POST",
    path: `/api/events/close/${eventId}`,
    params: { eventId },
    body: CLOSE_ANYWAY,
    as: signedIn(as),
  });

describe("POST /api/events/close/{eventId}", () => {
  it("stores positions, order-of-merit points and handicap changes, and the event page shows them", async () => {
    const event = await createScoredEvent(db, f.sweep.id, [f.member.user, f.marker.user]);
    const response = await close(event.id);
    expect(response.status).toBe(200);
    const result = closeEventDtoSchema.parse(await response.json());
    expect(result).toMatchObject({ id: event.id, complete: true, drawn: true });
    expect(result.closing.alreadyClosed).toBe(false);
    expect(result.closing.results.map((row) => [row.playerId, row.position])).toEqual([
      [f.member.user.playerId, 1],
      [f.marker.user.playerId, 2],
    ]);
    const page = eventDtoSchema.parse(
      await (await callRoute(getEvent, { path: "/x", params: { eventId: event.id }, as: signedIn(f.owner) })).json(),
    );
    expect(page).toMatchObject({ status: "complete", complete: true, canReopen: true });
    expect(page.oomPoints.map((row) => row.player.id)).toEqual([f.member.user.playerId, f.marker.user.playerId]);
  });

  it("applies once when closed twice, and when two closes arrive at once", async () => {
    const event = await createScoredEvent(db, f.sweep.id, [f.member.user, f.marker.user]);
    const responses = await Promise.all([close(event.id), close(event.id, f.owner)]);
    const results = await Promise.all(
      responses.map(async (response) => closeEventDtoSchema.parse(await response.json()).closing),
    );
    expect(results.map((result) => result.alreadyClosed).sort()).toEqual([false, true]);
    const again = closeEventDtoSchema.parse(await (await close(event.id)).json()).closing;
    expect(again.alreadyClosed).toBe(true);
    expect(await db.oomResult.count({ where: { eventId: event.id } })).toBe(2);
    const changed = results.find((result) => !result.alreadyClosed)!.handicapChanges.length;
    expect(changed).toBeGreaterThan(0);
    expect(await db.handicapEntry.count({ where: { eventId: event.id } })).toBe(changed);
  });

  it("forgets the answers of saves older than 30 days, and keeps the recent ones for their retries", async () => {
    const event = await createScoredEvent(db, f.sweep.id, [f.member.user, f.marker.user]);
    const stored = (key: string, daysAgo: number) => ({
      key,
      playerId: f.member.user.playerId,
      request: "putCardScore",
      status: 200,
      response: {},
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
    const [old, recent] = [crypto.randomUUID(), crypto.randomUUID()];
    await db.idempotentWrite.createMany({ data: [stored(old, 31), stored(recent, 29)] });

    expect((await close(event.id)).status).toBe(200);

    const kept = await db.idempotentWrite.findMany({ where: { key: { in: [old, recent] } }, select: { key: true } });
    expect(kept).toEqual([{ key: recent }]);
  });

  it("refuses to close an event that is not drawn", async () => {
    const event = await createTestEvent(db, f.sweep.id, { entrants: [f.member.user] });
    expect(await readProblem(await close(event.id))).toMatchObject({
      status: 409,
      detail: "This event has not been drawn yet. Create the draw and enter the scores before closing it.",
    });
  });

  it("refuses to close a drawn event with no score yet", async () => {
    const event = await createTestEvent(db, f.sweep.id, { drawn: true, entrants: [f.member.user] });
    expect((await readProblem(await close(event.id))).status).toBe(409);
  });
});
