// Tee times and the start (docs/golf-rules.md#tee-times-and-the-start), the draw methods and an admin's changes
// of the draw (docs/golf-rules.md#draw-methods, docs/golf-rules.md#changing-the-draw), and the sweep's time zone.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as drawRoute } from "@/app/api/events/draw/[eventId]/route";
import { POST as editRoute } from "@/app/api/events/[eventId]/draw/edits/route";
import { PUT as startRoute } from "@/app/api/events/[eventId]/start/route";
import { PUT as timeZoneRoute } from "@/app/api/sweeps/[sweepId]/time-zone/route";
import { isoDateIn } from "@/lib/dates";
import type { AuthorizedEventId } from "@/lib/server/auth/authorized";
import { listDrawChanges } from "@/lib/server/db/draw-changes";
import { db } from "@/lib/server/db/infra/client";
import { listEventsForPlayer } from "@/lib/server/db/events";
import type { UserIdentity } from "@/lib/server/db/users";
import { type GroupDto, groupDtoSchema } from "@/lib/validation/entries";
import { eventDtoSchema } from "@/lib/validation/events";
import {
  addTestHandicap,
  createSweepFixture,
  createTestEvent,
  createTestMember,
  daysFromToday,
  signedIn,
  type SweepFixture,
} from "../factories";
import { callRoute, readProblem } from "./http";
import { readCard } from "./scorecards-helpers";

let f: SweepFixture;
let field: UserIdentity[];
beforeAll(async () => {
  f = await createSweepFixture(db);
  field = [];
  // Handicaps 2, 6, 10, … 26: the i-th member of the field has the i-th lowest.
  for (const [at, name] of ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus"].entries()) {
    const { user } = await createTestMember(db, f.sweep.id, "approved", name);
    await addTestHandicap(db, f.sweep.id, user.playerId, 2 + at * 4);
    field.push(user);
  }
});

const eventWith = (entrants: UserIdentity[], date = daysFromToday(7)) =>
  createTestEvent(db, f.sweep.id, { courseId: f.event.courseId, date, entrants });
const teeTimes = { kind: "teeTimes", firstTime: "08:00", intervalMinutes: 8, tees: "first" } as const;

const setStart = (eventId: string, body: unknown, as = f.admin.user) =>
  callRoute(startRoute, {
    method: "PUT",
    path: `/api/events/${eventId}/start`,
    params: { eventId },
    body,
    as: signedIn(as),
  });
const draw = (eventId: string) =>
  callRoute(drawRoute, {
    method: "POST",
    path: `/api/events/draw/${eventId}`,
    params: { eventId },
    as: signedIn(f.admin.user),
  });
const edit = (eventId: string, body: unknown) =>
  callRoute(editRoute, {
    method: "POST",
    path: `/api/events/${eventId}/draw/edits`,
    params: { eventId },
    body,
    as: signedIn(f.admin.user),
  });
const setZone = (sweepId: string, timeZone: string, as: UserIdentity) =>
  callRoute(timeZoneRoute, {
    method: "PUT",
    path: `/api/sweeps/${sweepId}/time-zone`,
    params: { sweepId },
    body: { timeZone },
    as: signedIn(as),
  });

const names = (groups: GroupDto[]) =>
  groups.map((group) => group.entries.map((entry) => entry.player.fullName.split(" ")[0]));
const groupsOf = async (response: Response) => groupDtoSchema.array().parse(await response.json());
const byFirstName = (name: string) => field.find((user) => user.name.startsWith(name))!;

async function drawnEvent(body: unknown) {
  const event = await eventWith(field.slice(0, 6));
  expect((await setStart(event.id, body)).status).toBe(200);
  expect((await draw(event.id)).status).toBe(200);
  return event.id;
}

describe("PUT /api/events/{eventId}/start", () => {
  it("gives every group its tee time and starting hole, in the sweep's time zone", async () => {
    expect((await setZone(f.sweep.id, "Europe/London", f.owner)).status).toBe(200);
    const event = await eventWith(field.slice(0, 5), "2026-06-07");
    const response = await setStart(event.id, { start: teeTimes, drawMethod: "flighted", groupSize: 3 });
    expect(response.status).toBe(200);
    const answer = eventDtoSchema.parse(await response.json());
    expect([answer.start, answer.drawMethod, answer.groupSize, answer.timeZone]).toEqual([
      teeTimes,
      "flighted",
      3,
      "Europe/London",
    ]);
    expect((await draw(event.id)).status).toBe(200);
    const again = eventDtoSchema.parse(
      await (
        await setStart(event.id, {
          start: { ...teeTimes, tees: "firstAndTenth" },
          drawMethod: "flighted",
          groupSize: 3,
        })
      ).json(),
    );
    expect(again.groups.map((group) => group.start)).toEqual([
      { time: "08:00", startingHole: 1, startsAt: "2026-06-07T07:00:00.000Z" },
      { time: "08:00", startingHole: 10, startsAt: "2026-06-07T07:00:00.000Z" },
    ]);
    expect(again.entries.every((entry) => entry.start?.time === "08:00")).toBe(true);
  });

  it("a shotgun starts every group at once, each on its own hole", async () => {
    const eventId = await drawnEvent({ start: { kind: "shotgun", time: "13:30" }, drawMethod: "random", groupSize: 2 });
    const groups = await groupsOf(await edit(eventId, { kind: "reorder", order: [1, 2, 3] }));
    expect(groups.map((group) => `${group.start?.time} #${group.start?.startingHole}`)).toEqual([
      "13:30 #1",
      "13:30 #2",
      "13:30 #3",
    ]);
  });

  it("a shotgun on the back nine starts the groups on its holes, from the 10th", async () => {
    const eventId = await drawnEvent({ start: { kind: "shotgun", time: "13:30" }, drawMethod: "random", groupSize: 2 });
    await db.event.update({ where: { id: eventId }, data: { nine: "back" } });
    const groups = await groupsOf(await edit(eventId, { kind: "reorder", order: [1, 2, 3] }));
    expect(groups.map((group) => group.start?.startingHole)).toEqual([10, 11, 12]);
  });

  it("draws by handicap: flighted groups the lowest together, low-with-high mixes them", async () => {
    const flighted = await drawnEvent({ start: teeTimes, drawMethod: "flighted", groupSize: 3 });
    const low = await drawnEvent({ start: null, drawMethod: "lowWithHigh", groupSize: 3 });
    const groups = async (eventId: string) => groupsOf(await edit(eventId, { kind: "reorder", order: [1, 2] }));
    expect(names(await groups(flighted))).toEqual([
      ["Ann", "Ben", "Cat"],
      ["Dan", "Eve", "Fay"],
    ]);
    expect(names(await groups(low))).toEqual([
      ["Ann", "Cat", "Eve"],
      ["Ben", "Dan", "Fay"],
    ]);
  });

  it("refuses a start it cannot read (400) and a closed event (409); members may not set it (403)", async () => {
    const event = await eventWith([]);
    const bad = await setStart(event.id, {
      start: { ...teeTimes, firstTime: "8am" },
      drawMethod: "random",
      groupSize: 4,
    });
    expect(bad.status).toBe(400);
    expect((await setStart(event.id, { start: null, drawMethod: "random", groupSize: 5 })).status).toBe(400);
    expect((await setStart(event.id, { start: null, drawMethod: "random", groupSize: 4 }, f.member.user)).status).toBe(
      403,
    );
    const closed = await createTestEvent(db, f.sweep.id, { drawn: true, complete: true });
    const refused = await setStart(closed.id, { start: null, drawMethod: "random", groupSize: 4 });
    expect([refused.status, (await readProblem(refused)).detail]).toEqual([
      409,
      "This event is closed, so its start can no longer change.",
    ]);
  });
});

describe("POST /api/events/{eventId}/draw/edits", () => {
  it("moves, swaps and reorders; markers follow the groups and every change is recorded", async () => {
    const eventId = await drawnEvent({ start: teeTimes, drawMethod: "flighted", groupSize: 4 });
    // Flighted 4-balls of six: Ann Ben Cat / Dan Eve Fay.
    const moved = await groupsOf(
      await edit(eventId, { kind: "move", playerId: byFirstName("Cat").playerId, toGroup: 2 }),
    );
    expect(names(moved)).toEqual([
      ["Ann", "Ben"],
      ["Dan", "Eve", "Fay", "Cat"],
    ]);
    expect(moved[0]!.entries.map((entry) => entry.marker?.player.fullName.split(" ")[0])).toEqual(["Ben", "Ann"]);
    const swapped = await groupsOf(
      await edit(eventId, { kind: "swap", playerIds: [byFirstName("Ann").playerId, byFirstName("Fay").playerId] }),
    );
    expect(names(swapped)).toEqual([
      ["Fay", "Ben"],
      ["Dan", "Eve", "Ann", "Cat"],
    ]);
    const reordered = await groupsOf(await edit(eventId, { kind: "reorder", order: [2, 1] }));
    expect(names(reordered)[0]).toEqual(["Dan", "Eve", "Ann", "Cat"]);
    expect(reordered.map((group) => group.start?.time)).toEqual(["08:00", "08:08"]);
    const audit = await db.drawChange.findMany({ where: { eventId }, orderBy: { createdAt: "asc" } });
    expect(audit.map((change) => [(change.edit as { kind: string }).kind, change.byId])).toEqual([
      ["move", f.admin.user.playerId],
      ["swap", f.admin.user.playerId],
      ["reorder", f.admin.user.playerId],
    ]);
  });

  it("lists the draw's changes for the admins' audit: who moved whom, latest first", async () => {
    const eventId = await drawnEvent({ start: null, drawMethod: "flighted", groupSize: 4 });
    await edit(eventId, { kind: "move", playerId: byFirstName("Cat").playerId, toGroup: 2 });
    await edit(eventId, { kind: "swap", playerIds: [byFirstName("Ann").playerId, byFirstName("Fay").playerId] });
    await edit(eventId, { kind: "reorder", order: [2, 1] });
    const changes = await listDrawChanges(db, eventId as AuthorizedEventId);
    expect(changes.map((row) => [row.change, row.by])).toEqual([
      ["Put the groups in the order 2, 1", f.admin.user.name],
      [`Swapped ${byFirstName("Ann").name} and ${byFirstName("Fay").name}`, f.admin.user.name],
      [`Moved ${byFirstName("Cat").name} to group 2`, f.admin.user.name],
    ]);
    expect(changes.every((row) => !Number.isNaN(Date.parse(row.at)))).toBe(true);
  });

  it("refuses a move into a full group, an event not drawn, and a closed event, with the reason", async () => {
    const eventId = await drawnEvent({ start: null, drawMethod: "flighted", groupSize: 3 });
    const full = await edit(eventId, { kind: "move", playerId: byFirstName("Ann").playerId, toGroup: 2 });
    expect([full.status, (await readProblem(full)).detail]).toEqual([
      409,
      "Group 2 already has 3 players; swap instead.",
    ]);
    const undrawn = await eventWith(field.slice(0, 2));
    expect((await edit(undrawn.id, { kind: "reorder", order: [1] })).status).toBe(409);
    const closed = await createTestEvent(db, f.sweep.id, { drawn: true, complete: true });
    expect((await edit(closed.id, { kind: "reorder", order: [1] })).status).toBe(409);
    expect((await edit(eventId, { kind: "teleport" })).status).toBe(400);
    expect(await db.drawChange.count({ where: { eventId } })).toBe(0);
  });
});

describe("the sweep's time zone", () => {
  it("only the owner sets it, and only to a zone that exists", async () => {
    expect((await setZone(f.sweep.id, "Mars/Olympus", f.owner)).status).toBe(400);
    expect((await setZone(f.sweep.id, "Europe/Paris", f.admin.user)).status).toBe(403);
    const set = await setZone(f.sweep.id, "Europe/London", f.owner);
    expect(await set.json()).toEqual({ sweepId: f.sweep.id, timeZone: "Europe/London" });
  });

  it("decides when the day of play has come for marking a card", async () => {
    const other = await createSweepFixture(db);
    // Kiritimati (UTC+14) and Pago Pago (UTC−11) are always on different days.
    const day = isoDateIn(new Date(), "Pacific/Kiritimati");
    const event = await createTestEvent(db, other.sweep.id, { date: day, drawn: true, entrants: [other.member.user] });
    const card = await db.scorecard.findFirstOrThrow({ where: { entry: { eventId: event.id } }, select: { id: true } });
    expect((await setZone(other.sweep.id, "Pacific/Pago_Pago", other.owner)).status).toBe(200);
    expect((await readCard(card.id, other.member.user)).viewer.scoringNotOpenYet).toMatch(/^Scoring opens on/);
    expect((await setZone(other.sweep.id, "Pacific/Kiritimati", other.owner)).status).toBe(200);
    expect((await readCard(card.id, other.member.user)).viewer.scoringNotOpenYet).toBeNull();
  });

  it("the dashboard says when the member is off and with whom", async () => {
    const eventId = await drawnEvent({ start: teeTimes, drawMethod: "flighted", groupSize: 3 });
    const events = await listEventsForPlayer(db, byFirstName("Ben").playerId);
    const listed = events.find((event) => event.id === eventId)!;
    expect(listed.userStart).toMatchObject({ time: "08:00", startingHole: 1 });
    expect(listed.userStart?.playingWith.map(({ fullName }) => fullName.split(" ")[0])).toEqual(["Ann", "Cat"]);
    expect(listed.userStart?.playingWith.every(({ guest }) => !guest)).toBe(true);
  });
});
