import "server-only";
import type { Hole } from "@/lib/golf";
import type { CourseDto, CreateCourseBody, UpdateCourseBody } from "@/lib/validation/courses";
import type { CourseYards } from "@/lib/courses/tee-yards";
import type { AuthorizedEventId, AuthorizedSweepId } from "../auth/authorized";
import { AppError } from "../errors";
import type { Db, RootDb } from "./infra/client";
import type { Prisma } from "./generated/client";
import { lockEventsOfCourse } from "./locks";

const COURSE_SELECT = {
  id: true,
  sweepId: true,
  name: true,
  holes: { select: { number: true, par: true, index: true }, orderBy: { number: "asc" } },
  tees: {
    select: { id: true, name: true, courseRatingTenths: true, slopeRating: true, yards: true },
    orderBy: { name: "asc" },
  },
  _count: { select: { events: true } },
  events: { where: { complete: true }, select: { id: true }, take: 1 },
  copiedFrom: { select: { id: true, name: true, _count: { select: { events: { where: { complete: false } } } } } },
} satisfies Prisma.CourseSelect;

type CourseRow = Prisma.CourseGetPayload<{ select: typeof COURSE_SELECT }>;

function toCourseDto({ _count, events, tees, holes, copiedFrom, ...course }: CourseRow): CourseDto {
  return {
    ...course,
    previousVersion: copiedFrom && {
      id: copiedFrom.id,
      name: copiedFrom.name,
      openEventCount: copiedFrom._count.events,
    },
    holes,
    par: holes.reduce((total, hole) => total + hole.par, 0),
    tees: tees.map(({ courseRatingTenths, ...tee }) => ({ ...tee, courseRating: courseRatingTenths / 10 })),
    eventCount: _count.events,
    holesLocked: events.length > 0,
  };
}

/**
 * Courses of the sweeps where the player is the owner or an approved, current member, by sweep and name;
 * sweepId narrows to one sweep (and to nothing when the player is not a member there).
 */
export async function listCoursesForPlayer(db: Db, playerId: string, sweepId?: string): Promise<CourseDto[]> {
  const rows = await db.course.findMany({
    where: {
      ...(sweepId === undefined ? {} : { sweepId }),
      sweep: { OR: [{ ownerId: playerId }, { members: { some: { playerId, approved: true, removedAt: null } } }] },
    },
    select: COURSE_SELECT,
    orderBy: [{ sweepId: "asc" }, { name: "asc" }],
  });
  return rows.map(toCourseDto);
}

export async function getCourse(db: Db, sweepId: AuthorizedSweepId, courseId: string): Promise<CourseDto | null> {
  const row = await db.course.findFirst({ where: { id: courseId, sweepId }, select: COURSE_SELECT });
  return row && toCourseDto(row);
}

type CourseContent = Pick<UpdateCourseBody, "holes" | "tees">;

const holeRows = (holes: readonly Hole[]) => holes.map(({ number, par, index }) => ({ number, par, index }));
const teeRows = (tees: CourseContent["tees"]) =>
  tees.map((tee) => ({
    name: tee.name,
    courseRatingTenths: Math.round(tee.courseRating * 10),
    slopeRating: tee.slopeRating,
    yards: tee.yards,
  }));

async function assertNameFree(db: Db, sweepId: string, name: string, exceptCourseId?: string): Promise<void> {
  const clash = await db.course.findFirst({
    where: {
      sweepId,
      name: { equals: name, mode: "insensitive" },
      ...(exceptCourseId ? { NOT: { id: exceptCourseId } } : {}),
    },
    select: { id: true },
  });
  if (clash)
    throw new AppError("conflict", `This sweep already has a course called ${name}: give this one another name.`);
}

/** A course of a sweep with its 18 holes and tees, in one statement. */
export async function createCourse(
  db: Db,
  sweepId: AuthorizedSweepId,
  body: Omit<CreateCourseBody, "sweepId">,
  copiedFromId: string | null = null,
): Promise<CourseDto> {
  await assertNameFree(db, sweepId, body.name);
  const row = await db.course.create({
    data: {
      sweepId,
      name: body.name,
      copiedFromId,
      holes: { create: holeRows(body.holes) },
      tees: { create: teeRows(body.tees) },
    },
    select: COURSE_SELECT,
  });
  return toCourseDto(row);
}

const sameHoles = (a: readonly Hole[], b: readonly Hole[]) => {
  const key = (holes: readonly Hole[]) =>
    [...holes]
      .sort((x, y) => x.number - y.number)
      .map((h) => `${h.number}:${h.par}:${h.index}`)
      .join();
  return key(a) === key(b);
};

/**
 * Renames a course and replaces its holes and tees. Pars and stroke indexes decide the points of every card
 * played on it, so while a closed event uses the course they cannot change: that is refused with the reason
 * (its name and tees still can). The course's events are locked first, so a close of one of them either commits
 * before (and the holes stay) or reads the edited holes. Null when there is no such course in the sweep.
 */
export async function updateCourse(
  db: RootDb,
  sweepId: AuthorizedSweepId,
  courseId: string,
  body: UpdateCourseBody,
): Promise<CourseDto | null> {
  return db.$transaction(async (tx) => {
    const { anyClosed } = await lockEventsOfCourse(tx, courseId);
    const current = await getCourse(tx, sweepId, courseId);
    if (!current) return null;
    await assertNameFree(tx, sweepId, body.name, courseId);
    const holesChange = !sameHoles(current.holes, body.holes);
    if (body.holes.length !== current.holes.length && current.eventCount > 0) {
      throw new AppError(
        "conflict",
        `Events are played on ${current.name}, so its number of holes cannot change: add a course with ${body.holes.length} holes for new events.`,
      );
    }
    if (holesChange && anyClosed) {
      throw new AppError(
        "conflict",
        `The pars and stroke indexes of ${current.name} are part of the results of closed events, so they cannot change. ` +
          "Copy the course to make a new version with your changes, and use the copy for new events.",
      );
    }
    const row = await tx.course.update({
      where: { id: courseId, sweepId },
      data: {
        name: body.name,
        ...(holesChange ? { holes: { deleteMany: {}, create: holeRows(body.holes) } } : {}),
        tees: { deleteMany: {}, create: teeRows(body.tees) },
      },
      select: COURSE_SELECT,
    });
    return toCourseDto(row);
  });
}

/**
 * A copy of a course (holes and tees) in a sweep, under the given name or its own; a copy in the course's own sweep
 * is its new version. Null when there is no such course.
 */
export async function copyCourse(
  db: Db,
  from: { sweepId: AuthorizedSweepId; courseId: string },
  toSweepId: AuthorizedSweepId,
  name?: string,
): Promise<CourseDto | null> {
  const source = await getCourse(db, from.sweepId, from.courseId);
  if (!source) return null;
  const tees = source.tees.map(({ name: teeName, courseRating, slopeRating, yards }) => ({
    name: teeName,
    courseRating,
    slopeRating,
    yards,
  }));
  const copiedFromId = toSweepId === from.sweepId ? source.id : null;
  return createCourse(db, toSweepId, { name: name ?? source.name, holes: source.holes, tees }, copiedFromId);
}

/** The yards of each set of tees of an event's course that has them, for the hole header of its round. */
export async function readEventCourseYards(db: Db, eventId: AuthorizedEventId): Promise<CourseYards> {
  const tees = await db.courseTee.findMany({
    where: { course: { events: { some: { id: eventId } } }, yards: { isEmpty: false } },
    select: { name: true, yards: true },
    orderBy: { name: "asc" },
  });
  return tees.map(({ name, yards }) => ({ teeName: name, yards }));
}
