import "server-only";
import { z } from "zod";
import type { AuthorizedEventId, AuthorizedSweepId } from "../auth/authorized";
import { AppError } from "../errors";
import { Prisma } from "./generated/client";
import type { Db } from "./infra/client";
import { queryRows } from "./query-rows";

/**
 * Refuses a guest named like someone already in the event (letter case and spacing aside): the draw sheet, the
 * cards and the leaderboard tell players apart by name alone.
 */
export async function assertNameFreeInEvent(db: Db, eventId: AuthorizedEventId, fullName: string): Promise<void> {
  const [namesake] = await queryRows(
    db,
    z.object({ found: z.boolean() }),
    Prisma.sql`
    SELECT TRUE AS "found" FROM "Entry" en JOIN "Player" p ON p."id" = en."playerId"
    WHERE en."eventId" = ${eventId}::uuid
      AND lower(regexp_replace(p."fullName", '\\s+', ' ', 'g')) = lower(${fullName})
    LIMIT 1`,
  );
  if (!namesake) return;
  throw new AppError(
    "conflict",
    `${fullName} is already in this event. If the guest is someone else, add what tells them apart, e.g. "${fullName} (guest of Sam)".`,
    { fieldErrors: [{ field: "fullName", message: `There is already a ${fullName} in this event.` }] },
  );
}

/**
 * A guest player of the sweep: no account, no membership anywhere, and entered only as a guest, only in this
 * sweep's events (docs/golf-rules.md#guests). null for any other player.
 */
export async function findSweepGuest(
  db: Db,
  sweepId: AuthorizedSweepId,
  playerId: string,
): Promise<{ id: string; fullName: string } | null> {
  const [guest] = await queryRows(
    db,
    z.object({ id: z.string(), fullName: z.string() }),
    Prisma.sql`
    SELECT p."id", p."fullName" FROM "Player" p
    WHERE p."id" = ${playerId}::uuid AND p."userId" IS NULL
      AND NOT EXISTS (SELECT 1 FROM "SweepMember" m WHERE m."playerId" = p."id")
      AND EXISTS (SELECT 1 FROM "Entry" en JOIN "Event" e ON e."id" = en."eventId"
                  WHERE en."playerId" = p."id" AND en."guest" AND e."sweepId" = ${sweepId}::uuid)
      AND NOT EXISTS (SELECT 1 FROM "Entry" en JOIN "Event" e ON e."id" = en."eventId"
                      WHERE en."playerId" = p."id" AND (NOT en."guest" OR e."sweepId" <> ${sweepId}::uuid))`,
  );
  return guest ?? null;
}

/** The first event both players are entered in, if any: one entry per player and event, so they cannot merge. */
export async function firstSharedEvent(db: Db, playerA: string, playerB: string): Promise<Date | null> {
  const [shared] = await queryRows(
    db,
    z.object({ date: z.date() }),
    Prisma.sql`
    SELECT e."date" FROM "Entry" a
    JOIN "Entry" b ON b."eventId" = a."eventId" JOIN "Event" e ON e."id" = a."eventId"
    WHERE a."playerId" = ${playerA}::uuid AND b."playerId" = ${playerB}::uuid
    ORDER BY e."date" LIMIT 1`,
  );
  return shared?.date ?? null;
}

const sweepGuestRow = z.object({
  playerId: z.string(),
  fullName: z.string(),
  appearances: z.number(),
  lastPlayed: z.string(),
});

/**
 * The guest-linking screen (docs/golf-rules.md#guests): the sweep's guests with how often and when they last played,
 * by name, and the approved, current members one of them may turn out to be.
 */
export async function readGuestLinking(db: Db, sweepId: AuthorizedSweepId) {
  const [guests, members] = await Promise.all([
    queryRows(
      db,
      sweepGuestRow,
      Prisma.sql`
      SELECT p."id" AS "playerId", p."fullName", count(*)::int AS "appearances",
             to_char(max(e."date"), 'YYYY-MM-DD') AS "lastPlayed"
      FROM "Player" p JOIN "Entry" en ON en."playerId" = p."id" JOIN "Event" e ON e."id" = en."eventId"
      WHERE e."sweepId" = ${sweepId}::uuid AND en."guest" AND p."userId" IS NULL
        AND NOT EXISTS (SELECT 1 FROM "SweepMember" m WHERE m."playerId" = p."id")
      GROUP BY p."id", p."fullName"
      ORDER BY p."fullName", p."id"`,
    ),
    db.sweepMember.findMany({
      where: { sweepId, approved: true, removedAt: null },
      select: { player: { select: { id: true, fullName: true } } },
      orderBy: { player: { fullName: "asc" } },
    }),
  ]);
  return { guests, members: members.map(({ player }) => player) };
}

export type GuestLinking = Awaited<ReturnType<typeof readGuestLinking>>;
