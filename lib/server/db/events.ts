import "server-only";
import { z } from "zod";
import { isoDateIn } from "@/lib/dates";
import { type EventNine, HOLES_PER_CARD } from "@/lib/golf";
import type { EventDto, EventStatus, EventSummaryDto, CreateEventBody, UpdateEventBody } from "@/lib/validation/events";
import type { AuthorizedEventId, AuthorizedSweepId, EventAccess } from "../auth/authorized";
import { AppError, notFound } from "../errors";
import { Prisma } from "./generated/client";
import { queryRows } from "./query-rows";
import { holeOfEventSql } from "./event-holes";
import type { Db, RootDb } from "./infra/client";
import { eventHasScores, groupEntries, listEventEntries } from "./entries";
import { readAddPlayersFacts } from "./add-players";
import { listReserves } from "./reserves";
import { refundEntry } from "./event-money";
import { type LockedEvent, lockEventForChange } from "./locks";
import { notifyAccessChanged } from "../live/notify";
import { toEventFields, toIsoDate } from "./sweeps";
import {
  eventStartOf,
  holesPlayedRow,
  holesPlayedSql,
  SERVER_TIME_ZONE,
  startsByGroup,
  sweepTimeZone,
} from "./group-starts";

const statusOf = (event: { drawn: boolean; complete: boolean }): EventStatus =>
  event.complete ? "complete" : event.drawn ? "drawn" : "pendingDraw";

const playerNamesRow = z.array(z.object({ id: z.string(), name: z.string() }));

/** The entrants' names of event e, by name: the spec's playerNames (an SQL fragment for the queries below). */
const playerNamesSql = Prisma.sql`
  (SELECT COALESCE(json_agg(json_build_object('id', p."id", 'name', p."fullName") ORDER BY p."fullName", p."id"), '[]')
     FROM "Entry" x JOIN "Player" p ON p."id" = x."playerId" WHERE x."eventId" = e."id") AS "playerNames"`;

/** The field's limit and reserve list of event e as the caller stands on it (an SQL fragment for the queries below). */
const fieldSql = (playerId: string) => Prisma.sql`
  e."maxField", e."entryDeadline",
  (SELECT count(*)::int FROM "EventReserve" r WHERE r."eventId" = e."id") AS "reserveCount",
  (SELECT q."position" FROM (
     SELECT r."playerId", (row_number() OVER (ORDER BY r."createdAt", r."id"))::int AS "position"
     FROM "EventReserve" r WHERE r."eventId" = e."id") q
   WHERE q."playerId" = ${playerId}::uuid) AS "userReservePosition",
  EXISTS (SELECT 1 FROM "Entry" x WHERE x."eventId" = e."id" AND x."playerId" = ${playerId}::uuid AND x."promotedAt" IS NOT NULL)
    AS "userPromotedFromReserve"`;

/** What every event answer reads of the event, its sweep, its course and its entrants, for one caller. */
const eventRow = z.object({
  id: z.string(),
  sweepId: z.string(),
  sweepName: z.string(),
  date: z.date(),
  movedFromDate: z.date().nullable(),
  winterHandicaps: z.boolean(),
  doublePoints: z.boolean(),
  entriesOpenAfterDraw: z.boolean(),
  maxField: z.number().nullable(),
  entryDeadline: z.date().nullable(),
  reserveCount: z.number(),
  userReservePosition: z.number().nullable(),
  userPromotedFromReserve: z.boolean(),
  teeName: z.string().nullable(),
  nine: z.enum(["front", "back"]).nullable(),
  drawn: z.boolean(),
  complete: z.boolean(),
  courseId: z.string(),
  courseName: z.string(),
  userHasJoined: z.boolean(),
  playerNames: playerNamesRow,
  start: z.unknown(),
  timeZone: z.string().nullable(),
});
type EventRow = z.infer<typeof eventRow>;

const eventFieldsOf = ({ courseId, courseName, start: _start, timeZone: _zone, ...row }: EventRow, today: string) =>
  toEventFields({ ...row, course: { id: courseId, name: courseName } }, today);

/** The society's calendar day: the one its events' days are compared with (lib/events/scoring-opens.ts). */
const sweepToday = (row: { timeZone: string | null }, now: Date) => isoDateIn(now, sweepTimeZone(row.timeZone));

const listRow = eventRow.extend({
  userGroup: z.number().nullable(),
  playingWith: z.array(z.object({ fullName: z.string(), guest: z.boolean() })),
  holesPlayed: holesPlayedRow,
});

/** The caller's tee time and who they play with, once drawn with a start (the dashboard's "You're off at …"). */
function userStartOf(row: z.infer<typeof listRow>) {
  if (row.userGroup === null) return null;
  const start = startsByGroup(row, row.userGroup).get(row.userGroup);
  return start ? { ...start, playingWith: row.playingWith } : null;
}

/** The caller's events across the sweeps where they are the owner or an approved, current member: upcoming (soonest first), then past (latest first). */
export async function listEventsForPlayer(db: Db, playerId: string, now = new Date()): Promise<EventSummaryDto[]> {
  const today = Prisma.sql`(${now}::timestamptz AT TIME ZONE COALESCE(s."timeZone", ${SERVER_TIME_ZONE}))::date`;
  const rows = await queryRows(
    db,
    listRow,
    Prisma.sql`
    SELECT e."id", e."sweepId", s."name" AS "sweepName", e."date", e."movedFromDate", e."winterHandicaps", e."doublePoints", e."entriesOpenAfterDraw", e."teeName", e."nine"::text AS "nine", e."drawn", e."complete",
           c."id" AS "courseId", c."name" AS "courseName", ${playerNamesSql}, ${fieldSql(playerId)}, e."start", s."timeZone",
           EXISTS (SELECT 1 FROM "Entry" x WHERE x."eventId" = e."id" AND x."playerId" = ${playerId}::uuid) AS "userHasJoined",
           me."group" AS "userGroup", ${holesPlayedSql},
           (SELECT COALESCE(json_agg(json_build_object('fullName', p."fullName", 'guest', x."guest") ORDER BY x."drawOrder"), '[]') FROM "Entry" x JOIN "Player" p ON p."id" = x."playerId"
             WHERE x."eventId" = e."id" AND x."group" = me."group" AND x."playerId" <> ${playerId}::uuid) AS "playingWith"
    FROM "Event" e JOIN "Sweep" s ON s."id" = e."sweepId" JOIN "Course" c ON c."id" = e."courseId"
    LEFT JOIN "Entry" me ON me."eventId" = e."id" AND me."playerId" = ${playerId}::uuid
    WHERE s."ownerId" = ${playerId}::uuid OR EXISTS (
      SELECT 1 FROM "SweepMember" m
      WHERE m."sweepId" = s."id" AND m."playerId" = ${playerId}::uuid AND m."approved" AND m."removedAt" IS NULL)
    ORDER BY e."date" >= ${today} DESC,
             CASE WHEN e."date" >= ${today} THEN e."date" END ASC,
             e."date" DESC, e."createdAt" DESC`,
  );
  return rows.map((row) => {
    const fields = eventFieldsOf(row, sweepToday(row, now));
    return {
      ...fields,
      sweepName: row.sweepName,
      playerCount: row.playerNames.length,
      status: statusOf(row),
      userStart: userStartOf(row),
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

const headerRow = eventRow.extend({
  closedAt: z.date().nullable(),
  coursePar: z.number(),
  drawMethod: z.enum(["random", "lowWithHigh", "flighted"]),
  groupSize: z.number(),
});
type HeaderRow = z.infer<typeof headerRow>;

async function queryHeader(db: Db, eventId: AuthorizedEventId, playerId: string): Promise<HeaderRow> {
  const [row] = await queryRows(
    db,
    headerRow,
    Prisma.sql`
    SELECT e."id", e."sweepId", s."name" AS "sweepName", e."date", e."movedFromDate", e."winterHandicaps", e."doublePoints", e."entriesOpenAfterDraw", e."teeName", e."nine"::text AS "nine", e."drawn", e."complete",
           e."closedAt", c."id" AS "courseId", c."name" AS "courseName", ${playerNamesSql}, ${fieldSql(playerId)},
           e."start", e."drawMethod"::text AS "drawMethod", e."groupSize", s."timeZone",
           EXISTS (SELECT 1 FROM "Entry" x WHERE x."eventId" = e."id" AND x."playerId" = ${playerId}::uuid) AS "userHasJoined",
           (SELECT COALESCE(sum(h."par"), 0) FROM "CourseHole" h WHERE h."courseId" = c."id" AND ${holeOfEventSql("e", 'h."number"')})::int AS "coursePar"
    FROM "Event" e JOIN "Sweep" s ON s."id" = e."sweepId" JOIN "Course" c ON c."id" = e."courseId"
    WHERE e."id" = ${eventId}::uuid`,
  );
  if (!row) throw notFound("The event");
  return row;
}

/**
 * The spec's Event fields for the caller (docs/screens-and-api.md#event), with the sweep's name: the part of the
 * event answer the Play and results answers share with the event page.
 */
export async function readEventFields(db: Db, access: EventAccess, now = new Date()) {
  const header = await queryHeader(db, access.eventId, access.playerId);
  return { ...eventFieldsOf(header, sweepToday(header, now)), sweepName: header.sweepName };
}

const callerGroupRow = z.object({
  userGroup: z.number().nullable(),
  start: z.unknown(),
  date: z.date(),
  timeZone: z.string().nullable(),
  holesPlayed: holesPlayedRow,
});

/**
 * The event for the caller's calendar: its fields and, once it is drawn with a start and the caller is in a group,
 * their own tee time (null otherwise: the calendar then shows the day, not a time).
 */
export async function readCalendarEvent(db: Db, access: EventAccess, now = new Date()) {
  const [fields, [row]] = await Promise.all([
    readEventFields(db, access, now),
    queryRows(
      db,
      callerGroupRow,
      Prisma.sql`
      SELECT me."group" AS "userGroup", e."start", e."date", s."timeZone", ${holesPlayedSql}
      FROM "Event" e JOIN "Sweep" s ON s."id" = e."sweepId"
      LEFT JOIN "Entry" me ON me."eventId" = e."id" AND me."playerId" = ${access.playerId}::uuid
      WHERE e."id" = ${access.eventId}::uuid`,
    ),
  ]);
  const group = row?.userGroup ?? null;
  const userStart = row && group !== null ? (startsByGroup(row, group).get(group) ?? null) : null;
  return { ...fields, userStart };
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
 * results, in four parallel round trips (two more once the event is closed).
 */
export async function getEventDetail(db: Db, access: EventAccess, now = new Date()): Promise<EventDto> {
  const [event, entries, reserves, members] = await Promise.all([
    queryHeader(db, access.eventId, access.playerId),
    listEventEntries(db, access.eventId),
    listReserves(db, access.eventId),
    db.sweepMember.findMany({
      where: { sweepId: access.sweepId, approved: true, removedAt: null },
      select: { player: { select: { id: true, fullName: true } } },
      orderBy: { player: { fullName: "asc" } },
    }),
  ]);
  const [{ oomPoints, canReopen }, addPlayers] = await Promise.all([
    event.complete ? closedOutcome(db, access, event.sweepId) : { oomPoints: [], canReopen: false },
    readAddPlayersFacts(
      db,
      access,
      event,
      members.map((member) => member.player),
    ),
  ]);
  const { groups, ungrouped } = groupEntries(entries);
  const own = entries.find((entry) => entry.player.id === access.playerId);
  const cardsWithScores = entries.filter((entry) => entry.scoreCard.hasScores).length;
  return {
    ...eventFieldsOf(event, sweepToday(event, now)),
    sweepName: event.sweepName,
    coursePar: event.coursePar,
    start: eventStartOf(event.start),
    drawMethod: event.drawMethod,
    groupSize: event.groupSize,
    timeZone: sweepTimeZone(event.timeZone),
    status: statusOf(event),
    closedAt: event.closedAt === null ? null : new Date(event.closedAt).toISOString(),
    userRole: access.role,
    userEntry: own
      ? { entryId: own.id, scoreCardId: own.scoreCard.id, marksScoreCardId: own.marker?.scoreCardId ?? null }
      : null,
    entries,
    groupedEntries: event.drawn ? groups.map((group) => group.entries) : undefined,
    groups,
    reserves,
    ungroupedEntries: ungrouped,
    ...addPlayers,
    counts: { entries: entries.length, groups: groups.length, ungrouped: ungrouped.length, cardsWithScores },
    hasScores: cardsWithScores > 0,
    canReopen,
    oomPoints,
  };
}

const calendarDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** The course must be one of the sweep's own (docs/screens-and-api.md#sweep). */
/** The tee's name as the course spells it; refused when the course has no such tees. */
export async function teeOfCourse(db: Db, courseId: string, teeName: string | null): Promise<string | null> {
  if (teeName === null) return null;
  const tee = await db.courseTee.findFirst({
    where: { courseId, name: { equals: teeName, mode: "insensitive" } },
    select: { name: true },
  });
  if (!tee) {
    const message = `The course has no tees called ${teeName}: choose one of its tees, or add them to the course.`;
    throw new AppError("invalid", message, { fieldErrors: [{ field: "teeName", message }] });
  }
  return tee.name;
}

/** A front or back nine only of an 18-hole course: a nine-hole course is played whole. */
async function nineOfCourse(db: Db, courseId: string, nine: EventNine | null): Promise<EventNine | null> {
  if (nine === null) return null;
  if ((await db.courseHole.count({ where: { courseId } })) === HOLES_PER_CARD) return nine;
  const message = "This course has nine holes, so the event plays all of them: choose no front or back nine.";
  throw new AppError("invalid", message, { fieldErrors: [{ field: "nine", message }] });
}

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
    teeName: await teeOfCourse(db, body.courseId, body.teeName),
    nine: await nineOfCourse(db, body.courseId, body.nine),
    date: calendarDay(body.date),
    winterHandicaps: body.winterHandicaps,
    doublePoints: body.doublePoints,
    entriesOpenAfterDraw: body.entriesOpenAfterDraw,
    maxField: body.maxField,
    entryDeadline: body.entryDeadline === null ? null : calendarDay(body.entryDeadline),
  };
  const { id } = body;
  if (id == null) return (await db.event.create({ data, select: { id: true } })).id as AuthorizedEventId;
  await db.event.createMany({ data: [{ id, ...data }], skipDuplicates: true });
  const stored = await db.event.findFirst({ where: { id, sweepId }, select: { id: true } });
  if (!stored)
    throw new AppError("conflict", "That event id is already used by another event. Leave id out to get a new one.");
  return stored.id as AuthorizedEventId;
}

/** What an edit of a locked event compares with: its course and the day it was moved from. */
export async function readEventPlacement(db: Db, eventId: AuthorizedEventId) {
  const row = await db.event.findUniqueOrThrow({
    where: { id: eventId },
    select: { courseId: true, movedFromDate: true, teeName: true, nine: true },
  });
  return {
    courseId: row.courseId,
    teeName: row.teeName,
    nine: row.nine,
    movedFromDate: row.movedFromDate === null ? null : toIsoDate(row.movedFromDate),
  };
}

/** Changes the course, day and flags of a locked event, and the day it was moved from (null: not moved). */
export async function updateEventFields(
  db: Db,
  event: LockedEvent,
  body: UpdateEventBody,
  movedFromDate: string | null,
): Promise<void> {
  await assertCourseOfSweep(db, event.sweepId, body.courseId);
  await db.event.update({
    where: { id: event.id },
    data: {
      courseId: body.courseId,
      teeName: await teeOfCourse(db, body.courseId, body.teeName),
      nine: await nineOfCourse(db, body.courseId, body.nine),
      date: calendarDay(body.date),
      movedFromDate: movedFromDate === null ? null : calendarDay(movedFromDate),
      winterHandicaps: body.winterHandicaps,
      doublePoints: body.doublePoints,
      entriesOpenAfterDraw: body.entriesOpenAfterDraw,
      maxField: body.maxField,
      entryDeadline: body.entryDeadline === null ? null : calendarDay(body.entryDeadline),
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
    // Its entrants' stakes go back before its entries go (docs/money-rules.md#stakes).
    const entrants = await tx.entry.findMany({ where: { eventId }, select: { playerId: true } });
    for (const { playerId } of entrants)
      await refundEntry(tx, { eventId, sweepId: event.sweepId }, playerId, {
        byPlayerId: null,
        memo: "Event deleted: stakes returned",
      });
    await tx.event.delete({ where: { id: eventId } });
    // The event's open streams end (lib/server/live/access-watch.ts).
    await notifyAccessChanged(tx, { scope: "event", eventId });
  });
}
