import "server-only";
import { z } from "zod";
import { isoDateIn } from "@/lib/dates";
import { entriesOpen, eventAction } from "@/lib/events/event-action";
import { comingUpThenPlayed } from "@/lib/events/next-event";
import { DEFAULT_HANDICAP_RULES, DEFAULT_OOM_RULES } from "@/lib/golf";
import type {
  CreateSweepBody,
  EventFieldsDto,
  SweepEventDto,
  SweepHeaderDto,
  SweepSummaryDto,
} from "@/lib/validation/sweeps";
import type { AuthorizedSweepId } from "../auth/authorized";
import { sweepTimeZone } from "./group-starts";
import { queryRows } from "./query-rows";
import type { Db } from "./infra/client";
import { Prisma } from "./generated/client";

// The sweep list and header are visible to every signed-in user (docs/screens-and-api.md#roles), so they take a plain sweep id;
// everything inside a sweep takes an AuthorizedSweepId from a guard.

const CURRENT_MEMBER = { approved: true, removedAt: null } as const;

const summaryRow = z.object({
  id: z.string(),
  name: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  createdAt: z.date(),
  timeZone: z.string().nullable(),
  totalEvents: z.number(),
  memberCount: z.number(),
  approved: z.boolean().nullable(),
  isAdmin: z.boolean().nullable(),
  isTreasurer: z.boolean().nullable(),
  requestDeclined: z.boolean(),
});
type SummaryRow = z.infer<typeof summaryRow>;

/**
 * Sweep cards as one player sees them, in one round trip: the counts come from one grouped pass over events and
 * memberships (cheaper than a subquery per sweep on long lists; for one sweep PostgreSQL pushes the id into the
 * groups), the caller's own membership from a left join.
 */
function querySummaries(db: Db, playerId: string, sweepId?: string): Promise<SummaryRow[]> {
  const onlyThis = sweepId === undefined ? Prisma.empty : Prisma.sql`WHERE s."id" = ${sweepId}::uuid`;
  return queryRows(
    db,
    summaryRow,
    Prisma.sql`
    SELECT s."id", s."name", s."ownerId", o."fullName" AS "ownerName", s."createdAt", s."timeZone",
           COALESCE(e."count", 0)::int AS "totalEvents", COALESCE(m."count", 0)::int AS "memberCount",
           CASE WHEN me."removedAt" IS NULL THEN me."approved" END AS "approved",
           CASE WHEN me."removedAt" IS NULL THEN me."isAdmin" END AS "isAdmin",
           CASE WHEN me."removedAt" IS NULL THEN me."isTreasurer" END AS "isTreasurer",
           COALESCE(me."removedAt" IS NOT NULL AND NOT me."approved", false) AS "requestDeclined"
    FROM "Sweep" s
    JOIN "Player" o ON o."id" = s."ownerId"
    LEFT JOIN (SELECT "sweepId", count(*) AS "count" FROM "Event" GROUP BY "sweepId") e ON e."sweepId" = s."id"
    LEFT JOIN (
      SELECT "sweepId", count(*) AS "count" FROM "SweepMember" WHERE "approved" AND "removedAt" IS NULL GROUP BY "sweepId"
    ) m ON m."sweepId" = s."id"
    LEFT JOIN "SweepMember" me ON me."sweepId" = s."id" AND me."playerId" = ${playerId}::uuid
    ${onlyThis}
    ORDER BY s."name", s."id"`,
  );
}

function toSummary(row: SummaryRow, playerId: string): SweepSummaryDto {
  const isOwner = row.ownerId === playerId;
  return {
    id: row.id,
    name: row.name,
    owner: row.ownerName,
    ownerPlayer: { id: row.ownerId, fullName: row.ownerName },
    totalEvents: row.totalEvents,
    memberCount: row.memberCount,
    userIsMember: isOwner || row.approved !== null,
    approved: isOwner || row.approved === true,
    isSweepAdmin: isOwner || (row.approved === true && row.isAdmin === true),
    requestDeclined: !isOwner && row.requestDeclined,
  };
}

/** Every sweep, by name, as the caller sees it (the sweep list and the older sweeps/admin page). */
export async function listSweepsForPlayer(db: Db, playerId: string): Promise<SweepSummaryDto[]> {
  const rows = await querySummaries(db, playerId);
  return rows.map((row) => toSummary(row, playerId));
}

export async function sweepExists(db: Db, sweepId: string): Promise<boolean> {
  return (await db.sweep.count({ where: { id: sweepId } })) > 0;
}

/** The shared sweep header; null when there is no such sweep. */
export async function getSweep(db: Db, sweepId: string, playerId: string): Promise<SweepHeaderDto | null> {
  const [row] = await querySummaries(db, playerId, sweepId);
  if (!row) return null;
  const summary = toSummary(row, playerId);
  const requestCount = summary.isSweepAdmin
    ? await db.sweepMember.count({ where: { sweepId, approved: false, removedAt: null } })
    : 0;
  return {
    ...summary,
    isOwner: row.ownerId === playerId,
    isTreasurer: summary.approved && row.isTreasurer === true,
    requestCount,
    createdAt: new Date(row.createdAt).toISOString(),
    timeZone: sweepTimeZone(row.timeZone),
  };
}

/** A new sweep whose creator is its owner and first member, an approved admin (one statement, so atomic): its id. */
export async function createSweep(
  db: Db,
  ownerId: string,
  body: Pick<CreateSweepBody, "name">,
  now = new Date(),
): Promise<string> {
  const { id } = await db.sweep.create({
    data: {
      name: body.name,
      ownerId,
      oomRules: { ...DEFAULT_OOM_RULES },
      handicapRules: { ...DEFAULT_HANDICAP_RULES },
      createdAt: now,
      members: { create: { playerId: ownerId, approved: true, isAdmin: true, requestedAt: now, approvedAt: now } },
    },
    select: { id: true },
  });
  return id;
}

/** The ids of the sweeps a player owns or is a current admin of (docs/screens-and-api.md#account "User auth details": sweepIds). */
export async function listAdministeredSweepIds(db: Db, playerId: string): Promise<string[]> {
  const rows = await db.sweep.findMany({
    where: { OR: [{ ownerId: playerId }, { members: { some: { playerId, isAdmin: true, ...CURRENT_MEMBER } } }] },
    select: { id: true },
    orderBy: { name: "asc" },
  });
  return rows.map((row) => row.id);
}

/** The event cards of a sweep page, newest first: the spec's Event with its player count. */
export async function listSweepEvents(
  db: Db,
  sweepId: AuthorizedSweepId,
  playerId: string,
  now = new Date(),
): Promise<SweepEventDto[]> {
  const rows = await db.event.findMany({
    where: { sweepId },
    select: {
      id: true,
      sweepId: true,
      date: true,
      movedFromDate: true,
      drawn: true,
      complete: true,
      winterHandicaps: true,
      doublePoints: true,
      entriesOpenAfterDraw: true,
      maxField: true,
      entryDeadline: true,
      teeName: true,
      nine: true,
      course: { select: { id: true, name: true } },
      entries: {
        select: { promotedAt: true, player: { select: { id: true, fullName: true } } },
        orderBy: [{ player: { fullName: "asc" } }, { id: "asc" }],
      },
      reserves: { select: { playerId: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    },
    orderBy: [{ date: "desc" }, { createdAt: "desc" }],
  });
  const sweep = await db.sweep.findUniqueOrThrow({ where: { id: sweepId }, select: { timeZone: true } });
  const today = isoDateIn(now, sweepTimeZone(sweep.timeZone));
  const events = rows.map(({ entries, reserves, ...event }) => ({
    ...toEventFields(
      {
        ...event,
        userHasJoined: entries.some((entry) => entry.player.id === playerId),
        playerNames: entries.map(({ player }) => ({ id: player.id, name: player.fullName })),
        reserveCount: reserves.length,
        userReservePosition: reservePositionOf(reserves, playerId),
        userPromotedFromReserve: entries.some((entry) => entry.player.id === playerId && entry.promotedAt !== null),
      },
      today,
    ),
    playerCount: entries.length,
  }));
  return comingUpThenPlayed(events);
}

/** What an event answer is made from: the event's row, its course, and who has entered. */
type EventFieldsRow = Omit<
  EventFieldsDto,
  "date" | "movedFromDate" | "entryDeadline" | "notDrawn" | "inFuture" | "entriesOpen" | "action"
> & {
  date: Date;
  movedFromDate: Date | null;
  entryDeadline: Date | null;
};

/** A player's place on a reserve list given in order (1 is next in), or null when they are not on it. */
const reservePositionOf = (reserves: readonly { playerId: string }[], playerId: string) => {
  const index = reserves.findIndex((reserve) => reserve.playerId === playerId);
  return index < 0 ? null : index + 1;
};

/** The spec's Event fields of every event answer (docs/screens-and-api.md#event), against the society's day. */
export function toEventFields(row: EventFieldsRow, today: string): EventFieldsDto {
  const date = toIsoDate(row.date);
  const entryDeadline = row.entryDeadline === null ? null : toIsoDate(row.entryDeadline);
  const timing = { ...row, date, entryDeadline, userIsReserve: row.userReservePosition !== null };
  return {
    id: row.id,
    sweepId: row.sweepId,
    date,
    movedFromDate: row.movedFromDate === null ? null : toIsoDate(row.movedFromDate),
    course: row.course,
    winterHandicaps: row.winterHandicaps,
    doublePoints: row.doublePoints,
    drawn: row.drawn,
    notDrawn: !row.drawn,
    complete: row.complete,
    inFuture: date >= today,
    userHasJoined: row.userHasJoined,
    playerNames: row.playerNames,
    entriesOpenAfterDraw: row.entriesOpenAfterDraw,
    maxField: row.maxField,
    entryDeadline,
    reserveCount: row.reserveCount,
    userReservePosition: row.userReservePosition,
    userPromotedFromReserve: row.userPromotedFromReserve,
    teeName: row.teeName,
    nine: row.nine,
    entriesOpen: entriesOpen(timing, today),
    action: eventAction(timing, today),
  };
}

/** A calendar day (stored as a UTC midnight) as YYYY-MM-DD. */
export const toIsoDate = (date: Date) => date.toISOString().slice(0, 10);
