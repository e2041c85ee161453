import { beforeAll, describe, expect, it } from "vitest";
import { POST as draw } from "@/app/api/events/draw/[eventId]/route";
import { systemEventId } from "@/lib/server/auth/system-access";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { createDraw } from "@/lib/server/services/create-draw";
import { seededRandom } from "@/lib/seeded-random";
import { type GroupedEntriesDto, groupedEntriesDtoSchema } from "@/lib/validation/entries";
import {
  addTestHandicap,
  addTestScores,
  createSweepFixture,
  createTestEvent,
  createTestMember,
  daysFromToday,
  signedIn,
  type SweepFixture,
} from "../factories";
import { callRoute, readProblem } from "./http";

let f: SweepFixture;
let field: UserIdentity[];
beforeAll(async () => {
  f = await createSweepFixture(db);
  field = await Promise.all(
    Array.from({ length: 10 }, () => createTestMember(db, f.sweep.id).then((member) => member.user)),
  );
});

const eventWith = (entrants: UserIdentity[]) =>
  createTestEvent(db, f.sweep.id, { courseId: f.event.courseId, date: daysFromToday(7), entrants });
const callDraw = (eventId: string, body?: unknown) =>
  callRoute(draw, {
    method: "POST",
    path: `/api/events/draw/${eventId}`,
    params: { eventId },
    body,
    as: signedIn(f.admin.user),
  });
const groupsOf = async (response: Response) => groupedEntriesDtoSchema.parse(await response.json());

/** docs/golf-rules.md#the-draw: every entry in one group; within a group each marks the next, so each card has exactly one marker from its group. */
async function expectConsistentDraw(eventId: string, sizes: number[]) {
  const entries = await db.entry.findMany({
    where: { eventId },
    select: { id: true, group: true, drawOrder: true, marksEntryId: true },
  });
  expect(entries.every((entry) => entry.group !== null && entry.drawOrder !== null)).toBe(true);
  const bySize = new Map<number, number>();
  for (const entry of entries) bySize.set(entry.group!, (bySize.get(entry.group!) ?? 0) + 1);
  expect([...bySize.entries()].sort(([a], [b]) => a - b).map(([, size]) => size)).toEqual(sizes);
  const groupOf = new Map(entries.map((entry) => [entry.id, entry.group]));
  const marked = entries.map((entry) => entry.marksEntryId);
  expect(new Set(marked).size).toBe(entries.length);
  for (const entry of entries) {
    expect(entry.marksEntryId).not.toBe(entry.id);
    expect(groupOf.get(entry.marksEntryId!)).toBe(entry.group);
  }
  expect(new Set(entries.map((entry) => entry.drawOrder)).size).toBe(entries.length);
}

const flatten = (groups: GroupedEntriesDto) =>
  groups.flatMap((group) => group.map((entry) => [entry.group, entry.player.id, entry.marker?.player.id]));

describe("POST /api/events/draw/{eventId}", () => {
  it("draws balanced groups with markers (10 players: 4, 3, 3) and snapshots event handicaps", async () => {
    await addTestHandicap(db, f.sweep.id, field[0]!.playerId, 9.5);
    const event = await eventWith(field);
    const response = await callDraw(event.id);
    expect(response.status).toBe(200);
    const groups = await groupsOf(response);
    expect(groups.map((group) => group.length)).toEqual([4, 3, 3]);
    await expectConsistentDraw(event.id, [4, 3, 3]);
    const first = groups.flat().find((entry) => entry.player.id === field[0]!.playerId);
    expect(first?.scoreCard.eventHandicap).toBe(10);
    expect(await db.event.findUniqueOrThrow({ where: { id: event.id }, select: { drawn: true } })).toEqual({
      drawn: true,
    });
  });

  it("answers the same draw when called again, and draws anew with redraw while no score exists", async () => {
    const event = await eventWith(field.slice(0, 8));
    await createDraw(db, systemEventId(event.id), { redraw: false }, seededRandom(1));
    const before = flatten(await groupsOf(await callDraw(event.id)));
    expect(flatten(await groupsOf(await callDraw(event.id, { redraw: false })))).toEqual(before);
    await createDraw(db, systemEventId(event.id), { redraw: true }, seededRandom(2));
    const after = flatten(await groupsOf(await callDraw(event.id)));
    expect(after).not.toEqual(before);
    await expectConsistentDraw(event.id, [4, 4]);
  });

  it("refuses a redraw once a score is entered, an event with no entries and a closed event", async () => {
    const event = await eventWith(field.slice(0, 3));
    await callDraw(event.id);
    const card = await db.scorecard.findFirstOrThrow({ where: { entry: { eventId: event.id } } });
    await addTestScores(db, card.id, [5]);
    expect(await readProblem(await callDraw(event.id, { redraw: true }))).toMatchObject({
      status: 409,
      detail: "Scores have been entered for this event, so the draw can no longer change.",
    });
    const empty = await eventWith([]);
    expect(await readProblem(await callDraw(empty.id))).toMatchObject({
      status: 409,
      detail: "Nobody has entered this event yet, so there is nobody to draw.",
    });
    const closed = await createTestEvent(db, f.sweep.id, { drawn: true, complete: true });
    expect((await readProblem(await callDraw(closed.id))).status).toBe(409);
  });

  it("leaves one consistent draw when two draws (or two redraws) arrive at once", async () => {
    const event = await eventWith(field);
    const [a, b] = await Promise.all([callDraw(event.id), callDraw(event.id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(flatten(await groupsOf(a))).toEqual(flatten(await groupsOf(b)));
    await expectConsistentDraw(event.id, [4, 3, 3]);

    const redraws = await Promise.all([callDraw(event.id, { redraw: true }), callDraw(event.id, { redraw: true })]);
    expect(redraws.map((response) => response.status)).toEqual([200, 200]);
    await expectConsistentDraw(event.id, [4, 3, 3]);
  });
});
