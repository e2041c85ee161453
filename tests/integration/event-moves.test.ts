import { beforeAll, describe, expect, it } from "vitest";
import { POST as adoptEvents } from "@/app/api/courses/[courseId]/adopt-events/route";
import { POST as copyCourse } from "@/app/api/courses/[courseId]/copy/route";
import { GET as getCourse } from "@/app/api/courses/[courseId]/route";
import { GET as getEvent, PUT as updateEvent } from "@/app/api/events/[eventId]/route";
import { db } from "@/lib/server/db/infra/client";
import { courseDtoSchema } from "@/lib/validation/courses";
import { eventDtoSchema } from "@/lib/validation/events";
import {
  addTestHandicap,
  addTestScores,
  createSweepFixture,
  createTestCourse,
  createTestEvent,
  daysFromToday,
  signedIn,
  type SweepFixture,
} from "../factories";
import { callRoute, readProblem } from "./http";

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
});

const edit = (eventId: string, body: Record<string, unknown>) =>
  callRoute(updateEvent, { method: "PUT", path: "/x", params: { eventId }, body, as: signedIn(f.admin.user) });

const read = async (eventId: string, as = f.member.user) =>
  eventDtoSchema.parse(
    await (await callRoute(getEvent, { path: `/api/events/${eventId}`, params: { eventId }, as: signedIn(as) })).json(),
  );

/** A drawn event of the fixture's member and marker, in one group, on a new course of the sweep. */
async function drawnEvent(date: string) {
  const event = await createTestEvent(db, f.sweep.id, { drawn: true, date, entrants: [f.member.user, f.marker.user] });
  await db.entry.updateMany({ where: { eventId: event.id }, data: { group: 1 } });
  return event;
}

const groupsOf = (event: { groups: Array<{ entries: Array<{ player: { id: string } }> }> }) =>
  event.groups.map((group) => group.entries.map((entry) => entry.player.id).sort());

describe("moving a drawn event", () => {
  it("moves its date with the groups kept, and members see the day it moved from", async () => {
    const event = await drawnEvent(daysFromToday(7));
    const before = await read(event.id);
    const response = await edit(event.id, { courseId: event.courseId, date: daysFromToday(14) });
    expect(response.status).toBe(200);
    const moved = await read(event.id);
    expect(moved).toMatchObject({ date: daysFromToday(14), movedFromDate: daysFromToday(7), drawn: true });
    expect(groupsOf(moved)).toEqual(groupsOf(before));
    expect(groupsOf(moved)).toEqual([[f.member.user.playerId, f.marker.user.playerId].sort()]);
  });

  it("names the day members last knew after a second move, and forgets it when moved back", async () => {
    const event = await drawnEvent(daysFromToday(7));
    await edit(event.id, { courseId: event.courseId, date: daysFromToday(14) });
    await edit(event.id, { courseId: event.courseId, date: daysFromToday(21) });
    expect((await read(event.id)).movedFromDate).toBe(daysFromToday(14));
    await edit(event.id, { courseId: event.courseId, date: daysFromToday(14) });
    expect((await read(event.id)).movedFromDate).toBeNull();
  });

  it("records no move for an event not yet drawn", async () => {
    const event = await createTestEvent(db, f.sweep.id, { date: daysFromToday(7) });
    await edit(event.id, { courseId: event.courseId, date: daysFromToday(8) });
    expect((await read(event.id)).movedFromDate).toBeNull();
  });

  it("changes its course while no score exists, recomputing the cards' handicaps", async () => {
    await addTestHandicap(db, f.sweep.id, f.member.user.playerId, 12.4);
    const event = await drawnEvent(daysFromToday(7));
    const other = await createTestCourse(db, f.sweep.id);
    const response = await edit(event.id, { courseId: other.id, date: daysFromToday(7) });
    expect(response.status).toBe(200);
    const moved = await read(event.id);
    expect(moved.course.id).toBe(other.id);
    const card = moved.entries.find((entry) => entry.player.id === f.member.user.playerId)?.scoreCard;
    expect(card?.eventHandicap).toBe(12);
  });

  it("refuses a course change once any score exists, and keeps the course", async () => {
    const event = await drawnEvent(daysFromToday(7));
    const card = await db.scorecard.findFirstOrThrow({ where: { entry: { eventId: event.id } }, select: { id: true } });
    await addTestScores(db, card.id, [4]);
    const other = await createTestCourse(db, f.sweep.id);
    const problem = await readProblem(await edit(event.id, { courseId: other.id, date: daysFromToday(7) }));
    expect(problem).toMatchObject({
      status: 409,
      detail: "Scores have been entered for this event, so its course and holes can no longer change.",
    });
    expect((await read(event.id)).course.id).toBe(event.courseId);
    const dateOnly = await edit(event.id, { courseId: event.courseId, date: daysFromToday(8) });
    expect(dateOnly.status).toBe(200);
  });

  it("refuses any edit once the event is closed", async () => {
    const event = await createTestEvent(db, f.sweep.id, { drawn: true, complete: true, date: daysFromToday(-7) });
    const problem = await readProblem(await edit(event.id, { courseId: event.courseId, date: daysFromToday(-6) }));
    expect(problem).toMatchObject({ status: 409, detail: "This event is closed, so it can no longer be edited." });
  });
});

describe("POST /api/courses/{courseId}/adopt-events", () => {
  const copy = async (courseId: string, name: string) =>
    courseDtoSchema.parse(
      await (
        await callRoute(copyCourse, {
          method: "POST",
          path: "/x",
          params: { courseId },
          body: { sweepId: f.sweep.id, name },
          as: signedIn(f.admin.user),
        })
      ).json(),
    );
  const adopt = (courseId: string) =>
    callRoute(adoptEvents, { method: "POST", path: "/x", params: { courseId }, as: signedIn(f.admin.user) });

  it("moves the older version's open events onto the new version in one action; closed ones stay", async () => {
    const original = await createTestCourse(db, f.sweep.id);
    const open = await createTestEvent(db, f.sweep.id, {
      courseId: original.id,
      drawn: true,
      entrants: [f.member.user],
    });
    const pending = await createTestEvent(db, f.sweep.id, { courseId: original.id });
    const closed = await createTestEvent(db, f.sweep.id, { courseId: original.id, complete: true });
    const card = await db.scorecard.findFirstOrThrow({ where: { entry: { eventId: open.id } }, select: { id: true } });
    await addTestScores(db, card.id, [5, 4]);

    const version = await copy(original.id, `${original.name} (SI corrected)`);
    expect(version.previousVersion).toEqual({ id: original.id, name: original.name, openEventCount: 2 });

    const response = await adopt(version.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ moved: 2 });
    const courseOf = async (eventId: string) =>
      (await db.event.findUniqueOrThrow({ where: { id: eventId }, select: { courseId: true } })).courseId;
    expect(await courseOf(open.id)).toBe(version.id);
    expect(await courseOf(pending.id)).toBe(version.id);
    expect(await courseOf(closed.id)).toBe(original.id);
    const again = courseDtoSchema.parse(
      await (
        await callRoute(getCourse, { path: "/x", params: { courseId: version.id }, as: signedIn(f.admin.user) })
      ).json(),
    );
    expect(again.previousVersion?.openEventCount).toBe(0);
  });

  it("refuses a course that is no copy, and members who are not admins", async () => {
    const course = await createTestCourse(db, f.sweep.id);
    expect(await readProblem(await adopt(course.id))).toMatchObject({ status: 409 });
    const asMember = await callRoute(adoptEvents, {
      method: "POST",
      path: "/x",
      params: { courseId: course.id },
      as: signedIn(f.member.user),
    });
    expect(asMember.status).toBe(403);
  });

  it("moves nothing when a scored event would change pars", async () => {
    const original = await createTestCourse(db, f.sweep.id);
    const open = await createTestEvent(db, f.sweep.id, {
      courseId: original.id,
      drawn: true,
      entrants: [f.member.user],
    });
    const card = await db.scorecard.findFirstOrThrow({ where: { entry: { eventId: open.id } }, select: { id: true } });
    await addTestScores(db, card.id, [5]);
    const version = await copy(original.id, `${original.name} v2`);
    await db.courseHole.update({ where: { courseId_number: { courseId: version.id, number: 1 } }, data: { par: 5 } });
    const problem = await readProblem(await adopt(version.id));
    expect(problem.status).toBe(409);
    expect(problem.detail).toMatch(/pars of the two versions differ/);
    expect((await db.event.findUniqueOrThrow({ where: { id: open.id } })).courseId).toBe(original.id);
  });
});
