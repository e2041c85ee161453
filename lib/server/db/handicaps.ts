import "server-only";
import { z } from "zod";
import { type EventHandicapChange, roundHalfUp } from "@/lib/golf";
import type { HandicapAuditRowDto, HandicapEntryDto, HandicapHistoryRowDto } from "@/lib/validation/handicaps";
import { AppError } from "../errors";
import type { AuthorizedSweepId } from "../auth/authorized";
import type { Db } from "./infra/client";
import { Prisma } from "./generated/client";
import { queryRows } from "./query-rows";

/*
 * A sweep's handicap history is never erased (prisma/schema.prisma, HandicapEntry): an entry is in force until a
 * correction replaces it or it is withdrawn, and the newest entry in force is the member's handicap. Every reader
 * of "the handicap" filters with one of the two forms below.
 */

/** The entries that count, as a Prisma filter. */
export const handicapInForce = { withdrawnAt: null, correctedAt: null } as const;

/** The entries that count, as SQL over the alias given to "HandicapEntry". */
export const handicapInForceSql = (alias: string) =>
  Prisma.sql`${Prisma.raw(`"${alias}"`)}."withdrawnAt" IS NULL AND ${Prisma.raw(`"${alias}"`)}."correctedAt" IS NULL`;

const ISO_MS = Prisma.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

const personRow = z.object({ id: z.string(), fullName: z.string() });

/** An entry as JSON (see entryJsonSql): its values, event and author, and what became of it. */
export const handicapEntryJsonRow = z.object({
  id: z.string(),
  sweepId: z.string(),
  exactTenths: z.number(),
  playingHandicap: z.number(),
  created: z.string(),
  eventId: z.string().nullable(),
  event: z.object({ id: z.string(), date: z.string(), courseName: z.string() }).nullable(),
  recordedAt: z.string(),
  recordedBy: personRow.nullable(),
  reason: z.string().nullable(),
  correctsId: z.string().nullable(),
  correctedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  withdrawnBy: personRow.nullable(),
  withdrawnReason: z.string().nullable(),
});
type HandicapEntryJsonRow = z.infer<typeof handicapEntryJsonRow>;

const personJson = (column: string) =>
  Prisma.sql`(SELECT json_build_object('id', b."id", 'fullName', b."fullName") FROM "Player" b WHERE b."id" = ${Prisma.raw(column)})`;

/** One entry of the alias given to "HandicapEntry" as JSON, for handicapEntryJsonRow: every reader builds it here. */
export function entryJsonSql(alias: string): Prisma.Sql {
  const h = (column: string) => Prisma.raw(`"${alias}"."${column}"`);
  const at = (column: string) => Prisma.sql`to_char(${h(column)}, ${ISO_MS})`;
  return Prisma.sql`json_build_object(
      'id', ${h("id")}, 'sweepId', ${h("sweepId")}, 'exactTenths', ${h("exactTenths")},
      'playingHandicap', ${h("playingHandicap")}, 'created', ${at("created")}, 'eventId', ${h("eventId")},
      'event', (SELECT json_build_object('id', ev."id", 'date', to_char(ev."date", 'YYYY-MM-DD'), 'courseName', co."name")
                  FROM "Event" ev JOIN "Course" co ON co."id" = ev."courseId" WHERE ev."id" = ${h("eventId")}),
      'recordedAt', ${at("recordedAt")}, 'recordedBy', ${personJson(`"${alias}"."recordedById"`)},
      'reason', ${h("reason")}, 'correctsId', ${h("correctsId")}, 'correctedAt', ${at("correctedAt")},
      'withdrawnAt', ${at("withdrawnAt")}, 'withdrawnBy', ${personJson(`"${alias}"."withdrawnById"`)},
      'withdrawnReason', ${h("withdrawnReason")})`;
}

/** The history's view of an entry (the spec's Handicap entry fields and who, when, why). */
export function toHandicapEntryDto(row: HandicapEntryJsonRow): HandicapEntryDto {
  return {
    id: row.id,
    sweepId: row.sweepId,
    exact: row.exactTenths / 10,
    playingHandicap: row.playingHandicap,
    created: row.created,
    eventId: row.eventId,
    event: row.event,
    recordedAt: row.recordedAt,
    recordedBy: row.recordedBy,
    reason: row.reason,
    correctsId: row.correctsId,
  };
}

const historyRow = z.object({
  entry: handicapEntryJsonRow,
  player: personRow,
  memberId: z.string().nullable(),
});

function querySweepEntries(db: Db, sweepId: AuthorizedSweepId, where: Prisma.Sql) {
  return queryRows(
    db,
    historyRow,
    Prisma.sql`
    SELECT ${entryJsonSql("h")} AS "entry", json_build_object('id', p."id", 'fullName', p."fullName") AS "player",
           m."id"::text AS "memberId"
      FROM "HandicapEntry" h
      JOIN "Player" p ON p."id" = h."playerId"
      LEFT JOIN "SweepMember" m ON m."sweepId" = h."sweepId" AND m."playerId" = h."playerId"
     WHERE h."sweepId" = ${sweepId}::uuid AND ${where}
     ORDER BY h."created" DESC, h."recordedAt" DESC, h."id" DESC`,
  );
}

/**
 * The History view of the Members page: the sweep's entries in force, newest first: of current members, and of
 * pending and former members too when asked for.
 */
export async function listSweepHandicapHistory(
  db: Db,
  sweepId: AuthorizedSweepId,
  { includeInactive }: { includeInactive: boolean },
): Promise<HandicapHistoryRowDto[]> {
  const members = includeInactive ? Prisma.sql`TRUE` : Prisma.sql`m."approved" AND m."removedAt" IS NULL`;
  const rows = await querySweepEntries(db, sweepId, Prisma.sql`${handicapInForceSql("h")} AND ${members}`);
  return rows.map((row) => ({ ...toHandicapEntryDto(row.entry), player: row.player, memberId: row.memberId }));
}

/**
 * The audit (owner and admins): every entry ever written in the sweep, or one player's, newest first, with its
 * correction or withdrawal.
 */
export async function listSweepHandicapAudit(
  db: Db,
  sweepId: AuthorizedSweepId,
  { playerId }: { playerId?: string } = {},
): Promise<HandicapAuditRowDto[]> {
  const where = playerId ? Prisma.sql`h."playerId" = ${playerId}::uuid` : Prisma.sql`TRUE`;
  const rows = await querySweepEntries(db, sweepId, where);
  return rows.map(({ entry, player, memberId }) => ({
    ...toHandicapEntryDto(entry),
    player,
    memberId,
    correctedAt: entry.correctedAt,
    withdrawnAt: entry.withdrawnAt,
    withdrawnBy: entry.withdrawnBy,
    withdrawnReason: entry.withdrawnReason,
  }));
}

/** One entry as answers show it. */
export async function readHandicapEntry(db: Db, handicapId: string): Promise<HandicapEntryDto> {
  const [row] = await queryRows(
    db,
    z.object({ entry: handicapEntryJsonRow }),
    Prisma.sql`SELECT ${entryJsonSql("h")} AS "entry" FROM "HandicapEntry" h WHERE h."id" = ${handicapId}::uuid`,
  );
  if (!row) throw new Error(`readHandicapEntry: entry ${handicapId} vanished`);
  return toHandicapEntryDto(row.entry);
}

/** Each player's exact handicap in force in the sweep (docs/golf-rules.md#closing-and-reopening-an-event "the latest sweep handicap entry"). */
export async function latestExactHandicaps(
  db: Db,
  sweepId: string,
  playerIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await latestEntries(db, sweepId, playerIds);
  return new Map(rows.map((row) => [row.playerId, row.exactTenths / 10]));
}

/** Each player's entry in force, newest first by its place in the history. */
export function latestEntries(db: Db, sweepId: string, playerIds: readonly string[]) {
  return db.handicapEntry.findMany({
    where: { sweepId, playerId: { in: [...playerIds] }, ...handicapInForce },
    orderBy: [...NEWEST_FIRST],
    distinct: ["playerId"],
    select: { playerId: true, exactTenths: true, created: true },
  });
}

// Newest first; entries written in the same instant keep a stable order.
const NEWEST_FIRST = [{ created: "desc" }, { id: "desc" }] as const satisfies Array<Record<string, "asc" | "desc">>;

/**
 * When a new entry is written: now, or just after the latest entry it follows when that one is stamped later
 * (another process's clock, a close stamped with its own time). The newest entry is the handicap, so an entry
 * written after another must sort after it.
 */
export function entryTimeAfter(latest: Date | undefined, now: Date): Date {
  return latest && latest >= now ? new Date(latest.getTime() + 1) : now;
}

/** The stored pair of an exact handicap: tenths, and the playing handicap derived from them. */
export function tenthsAndPlaying(exact: number) {
  const exactTenths = roundHalfUp(exact * 10);
  return { exactTenths, playingHandicap: roundHalfUp(exactTenths / 10) };
}

export type HandicapAuthor = { playerId: string | null; reason: string | null };

/**
 * An admin's new entry for an approved, current member, optionally tied to an event of the same sweep (the
 * playing handicap is derived from the exact one: docs/golf-rules.md#playing-handicap-from-the-exact-handicap).
 * Call with the sweep's handicaps locked.
 */
export async function insertHandicapEntry(
  tx: Db,
  sweepId: AuthorizedSweepId,
  playerId: string,
  input: { exact: number; eventId?: string | null },
  by: HandicapAuthor,
  now = new Date(),
): Promise<string> {
  const [membership, event, latest] = await Promise.all([
    tx.sweepMember.findFirst({ where: { sweepId, playerId, approved: true, removedAt: null }, select: { id: true } }),
    input.eventId ? tx.event.findFirst({ where: { id: input.eventId, sweepId }, select: { id: true } }) : null,
    tx.handicapEntry.findFirst({ where: { sweepId, playerId }, orderBy: NEWEST_FIRST, select: { created: true } }),
  ]);
  if (!membership) {
    throw new AppError(
      "conflict",
      "Only current members have a handicap here: approve the player's join request first.",
    );
  }
  if (input.eventId && !event) {
    throw new AppError("invalid", "Some fields are not valid.", {
      fieldErrors: [
        {
          field: "eventId",
          message: "That event is not an event of this sweep. Leave it empty or pick one of its events.",
        },
      ],
    });
  }
  const row = await tx.handicapEntry.create({
    data: {
      sweepId,
      playerId,
      eventId: input.eventId ?? null,
      created: entryTimeAfter(latest?.created, now),
      recordedAt: now,
      recordedById: by.playerId,
      reason: by.reason,
      ...tenthsAndPlaying(input.exact),
    },
    select: { id: true },
  });
  return row.id;
}

const entryState = { id: true, playerId: true, created: true, eventId: true, correctsId: true } as const;

async function findEntry(tx: Db, sweepId: AuthorizedSweepId, handicapId: string) {
  return tx.handicapEntry.findFirst({
    where: { id: handicapId, sweepId },
    select: { ...entryState, correctedAt: true, withdrawnAt: true },
  });
}

/**
 * Corrects an entry in force: a new entry with the corrected value takes its place in the history (its date and
 * event) and points at it; the corrected one stops counting but stays, for the audit. Null when there is no such
 * entry or it was withdrawn; a 409 when it was already corrected (correct the correction instead). Call with the
 * sweep's handicaps locked. Answers the corrected player's id and the new entry's.
 */
export async function correctHandicapEntry(
  tx: Db,
  sweepId: AuthorizedSweepId,
  handicapId: string,
  exact: number,
  by: HandicapAuthor,
  now = new Date(),
): Promise<{ id: string; playerId: string } | null> {
  const entry = await findEntry(tx, sweepId, handicapId);
  if (!entry || entry.withdrawnAt) return null;
  if (entry.correctedAt) {
    throw new AppError(
      "conflict",
      "This entry has already been corrected. Correct the entry that replaced it (the newest in the history).",
    );
  }
  await tx.handicapEntry.update({ where: { id: entry.id }, data: { correctedAt: now } });
  const row = await tx.handicapEntry.create({
    data: {
      sweepId,
      playerId: entry.playerId,
      eventId: entry.eventId,
      created: entry.created,
      recordedAt: now,
      recordedById: by.playerId,
      reason: by.reason,
      correctsId: entry.id,
      ...tenthsAndPlaying(exact),
    },
    select: { id: true },
  });
  return { id: row.id, playerId: entry.playerId };
}

/**
 * Withdraws an entry in force: the row stays with who withdrew it, when and why, and leaves the history. A
 * withdrawn correction gives the entry it corrected back its place. Null when there is no such entry in force.
 * Call with the sweep's handicaps locked.
 */
export async function withdrawHandicapEntry(
  tx: Db,
  sweepId: AuthorizedSweepId,
  handicapId: string,
  by: HandicapAuthor,
  now = new Date(),
): Promise<{ playerId: string } | null> {
  const entry = await findEntry(tx, sweepId, handicapId);
  if (!entry || entry.withdrawnAt || entry.correctedAt) return null;
  await tx.handicapEntry.update({
    where: { id: entry.id },
    data: { withdrawnAt: now, withdrawnById: by.playerId, withdrawnReason: by.reason },
  });
  if (entry.correctsId) {
    await tx.handicapEntry.update({ where: { id: entry.correctsId }, data: { correctedAt: null } });
  }
  return { playerId: entry.playerId };
}

/**
 * A reopen's undoing of its close's entries (docs/golf-rules.md#closing-and-reopening-an-event): withdrawn, not
 * removed, so the audit keeps them. Answers the players whose handicap changed back. Call with the sweep's
 * handicaps locked.
 */
export async function withdrawEventEntries(
  tx: Db,
  eventId: string,
  by: HandicapAuthor,
  now = new Date(),
): Promise<string[]> {
  const entries = await tx.handicapEntry.findMany({
    where: { eventId, withdrawnAt: null },
    select: { playerId: true },
  });
  // Corrections of the close's entries carry its event too, so they go with them.
  await tx.handicapEntry.updateMany({
    where: { eventId, withdrawnAt: null },
    data: { withdrawnAt: now, withdrawnById: by.playerId, withdrawnReason: by.reason },
  });
  return [...new Set(entries.map((entry) => entry.playerId))];
}

/**
 * A recompute's rewrite of the entries closes wrote (docs/golf-rules.md#previewing-a-change-of-rules): per closed
 * event, each entry in force that differs from the replayed adjustment is withdrawn and the adjustment written in its
 * place in the history (an adjustment the close did not make takes the event's close time). An admin's correction
 * of a close's entry is the society's own decision and stays. Answers the players whose entries changed. Call with
 * the sweep's handicaps locked.
 */
export async function rewriteEventEntries(
  tx: Db,
  sweepId: string,
  events: ReadonlyArray<{ eventId: string; closedAt: Date; adjustments: ReadonlyArray<EventHandicapChange> }>,
  by: HandicapAuthor,
  now = new Date(),
): Promise<string[]> {
  const stored = await tx.handicapEntry.findMany({
    where: { sweepId, eventId: { in: events.map((event) => event.eventId) }, ...handicapInForce },
    select: { id: true, eventId: true, playerId: true, exactTenths: true, created: true, correctsId: true },
  });
  const withdrawn: string[] = [];
  const written: Prisma.HandicapEntryCreateManyInput[] = [];
  for (const event of events) {
    const entries = new Map(stored.filter((entry) => entry.eventId === event.eventId).map((e) => [e.playerId, e]));
    const wanted = new Map(event.adjustments.map((change) => [change.playerId, Math.round(change.toExact * 10)]));
    for (const playerId of new Set([...entries.keys(), ...wanted.keys()])) {
      const entry = entries.get(playerId);
      const toTenths = wanted.get(playerId);
      if (entry?.correctsId != null || entry?.exactTenths === toTenths) continue;
      if (entry) withdrawn.push(entry.id);
      if (toTenths === undefined) continue;
      written.push({
        playerId,
        sweepId,
        eventId: event.eventId,
        exactTenths: toTenths,
        playingHandicap: roundHalfUp(toTenths / 10),
        created: entry?.created ?? event.closedAt,
        recordedAt: now,
        recordedById: by.playerId,
        reason: by.reason,
      });
    }
  }
  await tx.handicapEntry.updateMany({
    where: { id: { in: withdrawn } },
    data: { withdrawnAt: now, withdrawnById: by.playerId, withdrawnReason: by.reason },
  });
  await tx.handicapEntry.createMany({ data: written });
  const changed = new Set([
    ...stored.filter((entry) => withdrawn.includes(entry.id)).map((entry) => entry.playerId),
    ...written.map((entry) => entry.playerId),
  ]);
  return [...changed];
}
