import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as copyCourse } from "@/app/api/courses/[courseId]/copy/route";
import { GET as getCourse, PUT as updateCourse } from "@/app/api/courses/[courseId]/route";
import { GET as listCourses, POST as createCourse } from "@/app/api/courses/route";
import { systemEventId } from "@/lib/server/auth/system-access";
import { db } from "@/lib/server/db/infra/client";
import { closeEvent } from "@/lib/server/services/close-event";
import { courseDtoSchema } from "@/lib/validation/courses";
import {
  createScoredEvent,
  createSweepFixture,
  createTestCourse,
  createTestSweep,
  signedIn,
  TEST_HOLES,
  type SweepFixture,
} from "../factories";
import { callRoute, readProblem } from "./http";

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
});

const withHole = (number: number, change: Partial<(typeof TEST_HOLES)[number]>) =>
  TEST_HOLES.map((hole) => (hole.number === number ? { ...hole, ...change } : hole));

describe("POST /api/courses", () => {
  it("adds a course with its holes and tees to the sweep", async () => {
    const response = await callRoute(createCourse, {
      method: "POST",
      path: "/api/courses",
      body: {
        sweepId: f.sweep.id,
        name: "  Royal Test  ",
        holes: TEST_HOLES,
        tees: [{ name: "White", courseRating: 71.2, slopeRating: 125 }],
      },
      as: signedIn(f.admin.user),
    });
    expect(response.status).toBe(201);
    const course = courseDtoSchema.parse(await response.json());
    expect(course).toMatchObject({
      sweepId: f.sweep.id,
      name: "Royal Test",
      par: 72,
      eventCount: 0,
      holesLocked: false,
    });
    expect(course.holes).toEqual(TEST_HOLES);
    expect(course.tees).toEqual([
      { id: expect.any(String), name: "White", courseRating: 71.2, slopeRating: 125, yards: [] },
    ]);
  });

  it.each([
    ["a stroke index used twice", withHole(2, { index: 1 }), "stroke index 1 is on holes 1 and 2"],
    ["a par of 7", withHole(5, { par: 7 }), "Enter a par of 3, 4, 5 or 6."],
    ["17 holes", TEST_HOLES.slice(0, 17), "A course has 18 holes"],
  ])("refuses %s with a message for the form", async (_, holes, message) => {
    const response = await callRoute(createCourse, {
      method: "POST",
      path: "/api/courses",
      body: { sweepId: f.sweep.id, name: "Broken", holes },
      as: signedIn(f.admin.user),
    });
    expect(response.status).toBe(400);
    const problem = await readProblem(response);
    expect(problem.errors?.map((error) => error.message).join(" ")).toContain(message);
  });

  it("refuses a second course of the same name in the sweep (409)", async () => {
    const existing = await createTestCourse(db, f.sweep.id);
    const response = await callRoute(createCourse, {
      method: "POST",
      path: "/api/courses",
      body: { sweepId: f.sweep.id, name: existing.name.toUpperCase(), holes: TEST_HOLES },
      as: signedIn(f.owner),
    });
    expect(response.status).toBe(409);
    expect((await readProblem(response)).detail).toContain("already has a course called");
  });
});

describe("GET /api/courses", () => {
  it("lists the courses of the caller's sweeps only, and narrows to one sweep", async () => {
    const other = await createTestSweep(db);
    await createTestCourse(db, other.id, "Elsewhere Links");
    const all = courseDtoSchema
      .array()
      .parse(await (await callRoute(listCourses, { path: "/api/courses", as: signedIn(f.member.user) })).json());
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((course) => course.sweepId === f.sweep.id)).toBe(true);

    const narrowed = await callRoute(listCourses, {
      path: `/api/courses?sweepId=${other.id}`,
      as: signedIn(f.member.user),
    });
    expect(await narrowed.json()).toEqual([]);
    const outsider = await callRoute(listCourses, { path: "/api/courses", as: signedIn(f.outsider) });
    expect(await outsider.json()).toEqual([]);
  });

  it("answers one course for members of its sweep, and 404 for an unknown one", async () => {
    const response = await callRoute(getCourse, {
      path: "/x",
      params: { courseId: f.event.courseId },
      as: signedIn(f.member.user),
    });
    expect(courseDtoSchema.parse(await response.json())).toMatchObject({ id: f.event.courseId, eventCount: 1 });
    const unknown = await callRoute(getCourse, {
      path: "/x",
      params: { courseId: randomUUID() },
      as: signedIn(f.member.user),
    });
    expect(unknown.status).toBe(404);
  });
});

describe("PUT /api/courses/{courseId}", () => {
  it("renames a course and changes its holes while no closed event uses it", async () => {
    const course = await createTestCourse(db, f.sweep.id);
    const holes = withHole(1, { par: 5 });
    const response = await callRoute(updateCourse, {
      method: "PUT",
      path: "/x",
      params: { courseId: course.id },
      body: { name: "Renamed", holes, tees: [] },
      as: signedIn(f.admin.user),
    });
    expect(response.status).toBe(200);
    expect(courseDtoSchema.parse(await response.json())).toMatchObject({ name: "Renamed", par: 73, holes });
  });

  it("refuses to change the pars or stroke indexes of a course a closed event used, but still renames it", async () => {
    const course = await createTestCourse(db, f.sweep.id);
    const event = await createScoredEvent(db, f.sweep.id, [f.member.user, f.marker.user]);
    await db.event.update({ where: { id: event.id }, data: { courseId: course.id } });
    await closeEvent(db, systemEventId(event.id));

    const call = (holes: typeof TEST_HOLES, name: string) =>
      callRoute(updateCourse, {
        method: "PUT",
        path: "/x",
        params: { courseId: course.id },
        body: { name, holes },
        as: signedIn(f.owner),
      });
    const refused = await call(withHole(3, { par: 4 }), "Changed");
    expect(refused.status).toBe(409);
    expect((await readProblem(refused)).detail).toContain("Copy the course to make a new version");
    const renamed = await call([...TEST_HOLES], "Renamed after close");
    expect(courseDtoSchema.parse(await renamed.json())).toMatchObject({
      name: "Renamed after close",
      holesLocked: true,
    });
  });
});

describe("POST /api/courses/{courseId}/copy", () => {
  it("copies a course into another sweep the caller administers", async () => {
    const other = await createTestSweep(db, { owner: f.owner });
    const response = await callRoute(copyCourse, {
      method: "POST",
      path: "/x",
      params: { courseId: f.event.courseId },
      body: { sweepId: other.id },
      as: signedIn(f.owner),
    });
    expect(response.status).toBe(201);
    const copy = courseDtoSchema.parse(await response.json());
    expect(copy).toMatchObject({ sweepId: other.id, holes: TEST_HOLES, eventCount: 0 });
    expect(copy.id).not.toBe(f.event.courseId);
  });

  it("refuses a sweep the caller does not administer (403) and a name already used there (409)", async () => {
    const foreign = await createTestSweep(db);
    const notAdmin = await callRoute(copyCourse, {
      method: "POST",
      path: "/x",
      params: { courseId: f.event.courseId },
      body: { sweepId: foreign.id },
      as: signedIn(f.admin.user),
    });
    expect(notAdmin.status).toBe(403);
    const sameName = await callRoute(copyCourse, {
      method: "POST",
      path: "/x",
      params: { courseId: f.event.courseId },
      body: { sweepId: f.sweep.id },
      as: signedIn(f.admin.user),
    });
    expect(sameName.status).toBe(409);
  });
});

// The yards of each hole from a set of tees: kept with the tees, read back by every course answer, carried by a copy.
describe("tee yards", () => {
  const YARDS = TEST_HOLES.map((hole) => ({ 3: 165, 4: 385, 5: 505 })[hole.par] ?? 385);
  const tees = (yards: number[]) => [
    { name: "White", courseRating: 71.2, slopeRating: 125, yards },
    { name: "Red", courseRating: 73.1, slopeRating: 128 },
  ];
  const create = (name: string, body: Record<string, unknown>) =>
    callRoute(createCourse, {
      method: "POST",
      path: "/api/courses",
      body: { sweepId: f.sweep.id, name, holes: TEST_HOLES, ...body },
      as: signedIn(f.admin.user),
    });
  const teeYards = (course: { tees: Array<{ name: string; yards: number[] }> }) =>
    Object.fromEntries(course.tees.map((tee) => [tee.name, tee.yards]));

  it("keeps each tee's yards, reads them back, replaces them and copies them", async () => {
    const created = await create("Yardage Park", { tees: tees(YARDS) });
    expect(created.status).toBe(201);
    const course = courseDtoSchema.parse(await created.json());
    expect(teeYards(course)).toEqual({ Red: [], White: YARDS });

    const read = await callRoute(getCourse, {
      path: "/x",
      params: { courseId: course.id },
      as: signedIn(f.member.user),
    });
    expect(teeYards(courseDtoSchema.parse(await read.json()))).toEqual({ Red: [], White: YARDS });
    const listed = courseDtoSchema
      .array()
      .parse(await (await callRoute(listCourses, { path: "/api/courses", as: signedIn(f.member.user) })).json());
    expect(teeYards(listed.find((each) => each.id === course.id)!)).toEqual({ Red: [], White: YARDS });

    const longer = YARDS.map((yards) => yards + 20);
    const updated = await callRoute(updateCourse, {
      method: "PUT",
      path: "/x",
      params: { courseId: course.id },
      body: { name: "Yardage Park", holes: TEST_HOLES, tees: [{ ...tees(longer)[0], name: "Blue" }, tees([])[1]] },
      as: signedIn(f.admin.user),
    });
    expect(updated.status).toBe(200);
    expect(teeYards(courseDtoSchema.parse(await updated.json()))).toEqual({ Blue: longer, Red: [] });

    const other = await createTestSweep(db, { owner: f.owner });
    const copied = await callRoute(copyCourse, {
      method: "POST",
      path: "/x",
      params: { courseId: course.id },
      body: { sweepId: other.id },
      as: signedIn(f.owner),
    });
    expect(copied.status).toBe(201);
    expect(teeYards(courseDtoSchema.parse(await copied.json()))).toEqual({ Blue: longer, Red: [] });
  });

  it.each([
    [
      "yards for 17 of 18 holes",
      YARDS.slice(0, 17),
      "tees.0.yards",
      "Give the yards of all 18 holes from the White tees, or of none (17 given).",
    ],
    [
      "a hole of 40 yards",
      YARDS.map((yards, at) => (at === 6 ? 40 : yards)),
      "tees.0.yards.6",
      "Enter the hole's yards, a whole number from 50 to 700.",
    ],
    [
      "a hole of 385.5 yards",
      YARDS.map((yards, at) => (at === 0 ? 385.5 : yards)),
      "tees.0.yards.0",
      "Enter the hole's yards, a whole number from 50 to 700.",
    ],
  ])("refuses %s with a message on its box, and stores nothing", async (_, yards, field, message) => {
    const name = `Unsaved ${field}`;
    const response = await create(name, { tees: tees(yards) });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await db.course.count({ where: { sweepId: f.sweep.id, name } })).toBe(0);
  });
});
