import "server-only";
import { z } from "zod";
import { isoDateIn } from "@/lib/dates";
import { type DrawMethod, drawMethodSchema } from "@/lib/golf";
import type { AuthorizedEventId } from "../auth/authorized";
import { notFound } from "../errors";
import type { Db } from "./infra/client";
import { Prisma } from "./generated/client";
import { sweepTimeZone } from "./group-starts";
import { queryRows } from "./query-rows";
import { toIsoDate } from "./sweeps";

/*
 * The server's one lock order for golf-day state (ARCHITECTURE.md "Lock order"): first event rows (several
 * only in id order), then scorecard rows; courses are never locked, their edits lock the events played on them.
 * Every write whose validity depends on an event's state takes the event's lock first and reads that state from
 * the locked row, so it sees the last committed change of it and no change can slip in before it commits.
 */

export type LockedEvent = {
  id: AuthorizedEventId;
  sweepId: string;
  date: string;
  drawn: boolean;
  complete: boolean;
  winterHandicaps: boolean;
  entriesOpenAfterDraw: boolean;
  maxField: number | null;
  entryDeadline: string | null;
  closedAt: Date | null;
  drawMethod: DrawMethod;
  groupSize: number;
  /** The society's calendar day when the lock was taken (in the sweep's zone): what deadlines are compared with. */
  today: string;
};

const lockedEventRow = z.object({
  sweepId: z.string(),
  date: z.date(),
  drawn: z.boolean(),
  complete: z.boolean(),
  winterHandicaps: z.boolean(),
  entriesOpenAfterDraw: z.boolean(),
  maxField: z.number().nullable(),
  entryDeadline: z.date().nullable(),
  closedAt: z.date().nullable(),
  drawMethod: drawMethodSchema,
  groupSize: z.number(),
  timeZone: z.string().nullable(),
});

/**
 * For writes that change the event's state or its field (close, reopen, draw, entries, withdrawals, edits,
 * deletion): entries take it too, so two members taking a capped field's last place count one after the other
 * and one of them goes on the reserve list (ARCHITECTURE.md#lock-order). The row is locked
 * exclusively, so they run one after another and wait for every score save and signature in progress, and a save
 * that comes later waits for them and sees what they wrote.
 */
export async function lockEventForChange(db: Db, eventId: AuthorizedEventId, now = new Date()): Promise<LockedEvent> {
  const [row] = await queryRows(
    db,
    lockedEventRow,
    Prisma.sql`
    SELECT e."sweepId", e."date", e."drawn", e."complete", e."winterHandicaps", e."entriesOpenAfterDraw", e."maxField",
           e."entryDeadline", e."closedAt", e."drawMethod"::text AS "drawMethod", e."groupSize",
           (SELECT s."timeZone" FROM "Sweep" s WHERE s."id" = e."sweepId") AS "timeZone"
    FROM "Event" e WHERE e."id" = ${eventId}::uuid FOR UPDATE OF e`,
  );
  if (!row) throw notFound("The event");
  const entryDeadline = row.entryDeadline === null ? null : toIsoDate(row.entryDeadline);
  const { timeZone, ...event } = row;
  const today = isoDateIn(now, sweepTimeZone(timeZone));
  return { ...event, id: eventId, date: toIsoDate(row.date), entryDeadline, today };
}

/** What a card write checks of its event, as of the lock. */
export const scoringEventRow = z.object({ eventDrawn: z.boolean(), eventComplete: z.boolean(), eventDate: z.string() });
export type ScoringEvent = z.infer<typeof scoringEventRow>;

/**
 * For writes that depend on the event's state (score saves, signatures, a card's event handicap): a shared lock,
 * so the saves of a whole field run side by side while a close, reopen or withdrawal waits for them (and they for
 * it). A CTE for the card write's single statement: selecting from it before locking the card keeps the order.
 */
export function lockEventForScoringSql(eventId: string): Prisma.Sql {
  return Prisma.sql`SELECT e."drawn" AS "eventDrawn", e."complete" AS "eventComplete", to_char(e."date", 'YYYY-MM-DD') AS "eventDate"
                    FROM "Event" e WHERE e."id" = ${eventId}::uuid FOR SHARE`;
}

/**
 * For course edits: every event played on the course, in id order, shared (edits of one course may run side by
 * side, closes of its events wait for them). Whether one of them is closed is read from the locked rows, so a
 * close that committed first is seen and one that comes later reads the edited holes.
 */
export async function lockEventsOfCourse(db: Db, courseId: string): Promise<{ anyClosed: boolean }> {
  const rows = await queryRows(
    db,
    z.object({ complete: z.boolean() }),
    Prisma.sql`
    SELECT "complete" FROM "Event" WHERE "courseId" = ${courseId}::uuid ORDER BY "id" FOR SHARE`,
  );
  return { anyClosed: rows.some((row) => row.complete) };
}

/**
 * For writes of a sweep's handicap entries (an admin's entry, correction or removal; a close's adjustments; a
 * reopen's removal of them): a lock per sweep that lasts until the transaction ends, taken after any event lock.
 * A close reads each player's latest entry and appends its adjustment; without the lock an admin's entry that
 * committed in between was neither adjusted from nor latest. No row stands for "the sweep's handicaps", so it is
 * an advisory lock, keyed by the sweep.
 */
export async function lockSweepHandicaps(db: Db, sweepId: string): Promise<void> {
  await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('sweeps.handicaps'), hashtext(${sweepId}))`;
}

/**
 * For a recompute of a sweep's closed events (lib/server/services/recompute-results.ts): those events in id order,
 * exclusively, as a close or reopen would, so none of them is reopened or closed again while their rows are rewritten.
 */
export async function lockClosedEventsOfSweep(db: Db, sweepId: string, eventIds: readonly string[]): Promise<void> {
  await queryRows(
    db,
    z.object({ id: z.string() }),
    Prisma.sql`
    SELECT "id" FROM "Event"
     WHERE "sweepId" = ${sweepId}::uuid AND "complete" AND "id" = ANY(${[...eventIds]}::uuid[])
     ORDER BY "id" FOR UPDATE`,
  );
}

/**
 * For writes that move a sweep's twos rollover (closing and reopening its events): a lock per sweep until the
 * transaction ends, taken after the event's lock and the sweep's handicap lock. Two closes of the sweep's events
 * would otherwise both read the rollover and both pay it out.
 */
export async function lockSweepMoney(db: Db, sweepId: string): Promise<void> {
  await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('sweeps.money'), hashtext(${sweepId}))`;
}
