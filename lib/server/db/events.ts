import "server-only";
import { z } from "zod";
import { localIsoDate } from "@/lib/dates";
import { entriesOpen, eventAction } from "@/lib/events/event-action";
import type { EventDto, EventStatus, EventSummaryDto, CreateEventBody, UpdateEventBody } from "@/lib/validation/events";
import type { AuthorizedEventId, AuthorizedSweepId, EventAccess } from "../auth/authorized";
import { AppError, notFound } from "../errors";
import { Prisma } from "./generated/client";
import { queryRows } from "./query-rows";
import type { Db, RootDb } from "./infra/client";
import { eventHasScores, groupEntries, listEventEntries } from "./entries";
import { type LockedEvent, lockEventForChange } from "./locks";
import { notifyAccessChanged } from "../live/notify";
import { toIsoDate } from "./sweeps";

const statusOf = (event: { drawn: boolean; complete: boolean }): EventStatus =>
  event.complete ? "complete" : event.drawn ? "drawn" : "pendingDraw";

/** What both an event's summary and its header read of the event, its sweep and its course. */
const eventRow = z.object({
  id: z.string(),
  sweepId: z.string(),
  sweepName: z.string(),
  date: z.date(),
  winterHandicaps: z.boolean(),
  doublePoints: z.boolean(),
  entriesOpenAfterDraw: z.boolean(),
  drawn: z.boolean(),
  complete: z.boolean(),
  courseId: z.string(),
  courseName: z.string(),
});

const summaryRow = eventRow.extend({ playerCount: z.number(), userHasJoined: z.boolean() });

/** The caller's events across the sweeps where they are the owner or an approved, current member: upcoming (soonest first), then past (latest first). */
export async function listEventsForPlayer(db: Db, playerId: string, now = new Date()): Promise<EventSummaryDto[]> {
  const today = localIsoDate(now);
  const rows = await queryRows(
    db,
    summaryRow,
    Prisma.sql`
    SELECT e."id", e."sweepId", s."name" AS "sweepName", e."date", e."winterHandicaps", e."doublePoints", e."entriesOpenAfterDraw", e."drawn", e."complete",
           c."id" AS "courseId", c."name" AS "courseName",
           (SELECT count(*) FROM "Entry" x WHERE x."eventId" = e."id")::int AS "playerCount",
           EXISTS (SELECT 1 FROM "Entry" x WHERE x."eventId" = e."id" AND x."playerId" = ${playerId}::uuid) AS "userHasJoined"
    FROM "Event" e JOIN "Sweep" s ON s."id" = e."sweepId" JOIN "Course" c ON c."id" = e."courseId"
    WHERE s."ownerId" = ${playerId}::uuid OR EXISTS (
      SELECT 1 FROM "SweepMember" m
      WHERE m."sweepId" = s."id" AND m."playerId" = ${playerId}::uuid AND m."approved" AND m."removedAt" IS NULL)
    ORDER BY e."date" >= ${today}::date DESC,
             CASE WHEN e."date" >= ${today}::date THEN e."date" END ASC,
             e."date" DESC, e."createdAt" DESC`,
  );
  return rows.map(({ courseId, courseName, date, ...row }) => {
    const timing = { ...row, date: toIsoDate(date) };
    return {
      ...timing,
      course: { id: courseId, name: courseName },
      status: statusOf(row),
      notDrawn: !row.drawn,
      inFuture: timing.date >= today,
      entriesOpen: entriesOpen(timing, today),
      action: eventAction(timing, today),
    };
  });
}

/** The most recently closed event of a sweep: the only one that may be reopened (docs/golf-rules.md#closing-and-reopening-an-event). */
export async function latestClosedEventId(db: Db, sweepId: string): Promise<string | null> {
  const latest = await db.event.findFirst({
    where: { sweepId, complete: true },
    orderBy: [{ closedAt: { sort: "desc", nulls: "last" } }, { date: "desc" }],
    select: { id: true },
  });
  return latest?.id ?? null;
}

const headerRow = eventRow.extend({ closedAt: z.date().nullable(), coursePar: z.number() });
type HeaderRow = z.infer<typeof headerRow>;

async function queryHeader(db: Db, eventId: AuthorizedEventId): Promise<HeaderRow> {
  const [row] = await queryRows(
    db,
    headerRow,
    Prisma.sql`
    SELECT e."id", e."sweepId", s."name" AS "sweepName", e."date", e."winterHandicaps", e."doublePoints", e."entriesOpenAfterDraw", e."drawn", e."complete",
           e."closedAt", c."id" AS "courseId", c."name" AS "courseName",
           (SELECT COALESCE(sum(h."par"), 0) FROM "CourseHole" h WHERE h."courseId" = c."id")::int AS "coursePar"
    FROM "Event" e JOIN "Sweep" s ON s."id" = e."sweepId" JOIN "Course" c ON c."id" = e."courseId"
    WHERE e."id" = ${eventId}::uuid`,
  );
  if (!row) throw notFound("The event");
  return row;
}

/** Order-of-merit points stored at close, and whether the caller (the owner) may reopen the event. */
async function closedOutcome(db: Db, access: EventAccess, sweepId: string) {
  const [oomPoints, latestId] = await Promise.all([
    db.oomResult.findMany({
      where: { eventId: access.eventId },
      select: { position: true, points: true, player: { select: { id: true, fullName: true } } },
      orderBy: [{ position: "asc" }, { player: { fullName: "asc" } }],
    }),
    access.role === "owner" ? latestClosedEventId(db, sweepId) : null,
  ]);
  return { oomPoints, canReopen: latestId === access.eventId };
}

/**
 * The event page (docs/screens-and-api.md#event): flags, entries, the draw, the members who may be added and any stored
 * results, in three parallel round trips (two more once the event is closed).
 */
export async function getEventDetail(db: Db, access: EventAccess, now = new Date()): Promise<EventDto> {
  const [event, entries, members] = await Promise.all([
    queryHeader(db, access.eventId),
    listEventEntries(db, access.eventId),
    db.sweepMember.findMany({
      where: { sweepId: access.sweepId, approved: true, removedAt: null },
      select: { player: { select: { id: true, fullName: true } } },
      orderBy: { player: { fullName: "asc" } },
    }),
  ]);
  const { oomPoints, canReopen } = event.complete
    ? await closedOutcome(db, access, event.sweepId)
    : { oomPoints: [], canReopen: false };
  const date = toIsoDate(new Date(event.date));
  const today = localIsoDate(now);
  const { groups, ungrouped } = groupEntries(entries);
  const own = entries.find((entry) => entry.player.id === access.playerId);
  const timing = { ...event, date, userHasJoined: own !== undefined };
  const cardsWithScores = entries.filter((entry) => entry.scoreCard.hasScores).length;
  return {
    id: event.id,
    sweepId: event.sweepId,
    sweepName: event.sweepName,
    date,
    course: { id: event.courseId, name: event.courseName },
    coursePar: event.coursePar,
    winterHandicaps: event.winterHandicaps,
    doublePoints: event.doublePoints,
    status: statusOf(event),
    drawn: event.drawn,
    notDrawn: !event.drawn,
    complete: event.complete,
    closedAt: event.closedAt === null ? null : new Date(event.closedAt).toISOString(),
    inFuture: date >= today,
    userHasJoined: timing.userHasJoined,
    entriesOpenAfterDraw: event.entriesOpenAfterDraw,
    entriesOpen: entriesOpen(timing, today),
    action: eventAction(timing, today),
    userRole: access.role,
    userEntry: own
      ? { entryId: own.id, scoreCardId: own.scoreCard.id, marksScoreCardId: own.marks?.scoreCardId ?? null }
      : null,
    entries,
    groupedEntries: groups,
    ungroupedEntries: ungrouped,
    playerNames: entries.map((entry) => ({ id: entry.player.id, name: entry.player.fullName })),
    sweepMembers: members.map((member) => member.player),
    counts: { entries: entries.length, groups: groups.length, ungrouped: ungrouped.length, cardsWithScores },
    hasScores: cardsWithScores > 0,
    canReopen,
    oomPoints,
  };
}

const calendarDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** The course must be one of the sweep's own (docs/screens-and-api.md#sweep). */
async function assertCourseOfSweep(db: Db, sweepId: string, courseId: string): Promise<void> {
  const found = await db.course.count({ where: { id: courseId, sweepId } });
  if (found === 0) {
    throw new AppError("invalid", "Choose one of this sweep's courses.", {
      fieldErrors: [{ field: "courseId", message: "Choose one of this sweep's courses." }],
    });
  }
}

/**
 * A new event. With a client-chosen id, repeating the call creates it once and answers the same event;
 * an id already used by another sweep's event is refused.
 */
export async function createEvent(
  db: Db,
  sweepId: AuthorizedSweepId,
  body: Omit<CreateEventBody, "sweepId">,
): Promise<AuthorizedEventId> {
  await assertCourseOfSweep(db, sweepId, body.courseId);
  const data = {
    sweepId,
    courseId: body.courseId,
    date: calendarDay(body.date),
    winterHandicaps: body.winterHandicaps,
    doublePoints: body.doublePoints,
    entriesOpenAfterDraw: body.entriesOpenAfterDraw,
  };
  if (body.id === undefined) return (await db.event.create({ data, select: { id: true } })).id as AuthorizedEventId;
  await db.event.createMany({ data: [{ id: body.id, ...data }], skipDuplicates: true });
  const stored = await db.event.findFirst({ where: { id: body.id, sweepId }, select: { id: true } });
  if (!stored)
    throw new AppError("conflict", "That event id is already used by another event. Leave id out to get a new one.");
  return stored.id as AuthorizedEventId;
}

/** Changes the course, day and flags of a locked, undrawn event. */
export async function updateEventFields(db: Db, event: LockedEvent, body: UpdateEventBody): Promise<void> {
  await assertCourseOfSweep(db, event.sweepId, body.courseId);
  await db.event.update({
    where: { id: event.id },
    data: {
      courseId: body.courseId,
      date: calendarDay(body.date),
      winterHandicaps: body.winterHandicaps,
      doublePoints: body.doublePoints,
      entriesOpenAfterDraw: body.entriesOpenAfterDraw,
    },
  });
}

/**
 * Deletes an event that no score has been entered for (its entries and empty cards go with it), with the event
 * locked so that a score saved meanwhile either commits first and keeps it, or finds the event gone.
 */
export async function deleteEvent(db: RootDb, eventId: AuthorizedEventId): Promise<void> {
  await db.$transaction(async (tx) => {
    const event = await lockEventForChange(tx, eventId);
    if (event.complete) {
      throw new AppError(
        "conflict",
        "This event is closed and its results count towards the order of merit and handicaps, so it cannot be deleted.",
      );
    }
    if (await eventHasScores(tx, eventId)) {
      throw new AppError(
        "conflict",
        "Scores have been entered for this event, so it cannot be deleted. Delete the scores first.",
      );
    }
    await tx.event.delete({ where: { id: eventId } });
    // The event's open streams end (lib/server/live/access-watch.ts).
    await notifyAccessChanged(tx, { scope: "event", eventId });
  });
}
