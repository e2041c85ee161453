import "server-only";
import { z } from "zod";
import type { MemberDetailDto, SweepMemberDto, SweepMembersDto } from "@/lib/validation/members";
import type { PlayerDto } from "@/lib/validation/players";
import { AppError, notFound } from "../errors";
import type { AuthorizedSweepId } from "../auth/authorized";
import { notifyAccessChanged } from "../live/notify";
import { queryRows } from "./query-rows";
import type { Db, RootDb } from "./infra/client";
import { Prisma } from "./generated/client";
import { getSweepPlayers } from "./players";

export const memberRow = z.object({
  id: z.string(),
  playerId: z.string(),
  approved: z.boolean(),
  isAdmin: z.boolean(),
  isOwner: z.boolean(),
  isTreasurer: z.boolean(),
  requestedAt: z.date(),
  approvedAt: z.date().nullable(),
  removedAt: z.date().nullable(),
});
type MemberRow = z.infer<typeof memberRow>;

/** memberRow's columns, over "SweepMember" m joined to its "Sweep" s. */
export const memberColumns = Prisma.sql`m."id", m."playerId", m."approved", m."isAdmin",
  (s."ownerId" = m."playerId") AS "isOwner", m."isTreasurer", m."requestedAt", m."approvedAt", m."removedAt"`;

const byName = Prisma.sql`p."fullName", m."id"`;

/** Memberships of one sweep, by the player's name unless another order is given. */
function queryMembers(db: Db, sweepId: string, where: Prisma.Sql, order = byName): Promise<MemberRow[]> {
  return queryRows(
    db,
    memberRow,
    Prisma.sql`
    SELECT ${memberColumns}
    FROM "SweepMember" m
    JOIN "Sweep" s ON s."id" = m."sweepId"
    JOIN "Player" p ON p."id" = m."playerId"
    WHERE m."sweepId" = ${sweepId}::uuid AND ${where}
    ORDER BY ${order}`,
  );
}

/**
 * Which memberships a members list shows and in what order (over "SweepMember" m and its "Player" p): current
 * members by name, then pending requests oldest first when asked for. The spec's list and the roster both use it.
 */
export function listedMemberships({ includeRequests }: { includeRequests: boolean }) {
  return {
    where: includeRequests ? Prisma.sql`m."removedAt" IS NULL` : Prisma.sql`m."removedAt" IS NULL AND m."approved"`,
    order: Prisma.sql`m."approved" DESC, CASE WHEN m."approved" THEN NULL ELSE m."requestedAt" END, ${byName}`,
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A membership's own fields as the spec's Sweep member has them: the owner is always an admin. */
export function toMembershipDto(row: MemberRow): Omit<SweepMemberDto, "player"> {
  return {
    id: row.id,
    approved: row.approved,
    isAdmin: row.isAdmin || row.isOwner,
    isOwner: row.isOwner,
    isTreasurer: row.isTreasurer,
    requestedAt: iso(row.requestedAt),
    approvedAt: row.approvedAt === null ? null : iso(row.approvedAt),
  };
}

const toMemberDto = (row: MemberRow, player: PlayerDto): SweepMemberDto => ({ ...toMembershipDto(row), player });

/** One membership as the spec's Sweep member: its player with their handicaps and events in this sweep. */
async function toOneMemberDto(db: Db, sweepId: AuthorizedSweepId, row: MemberRow): Promise<SweepMemberDto> {
  const player = (await getSweepPlayers(db, sweepId, { playerId: row.playerId })).get(row.playerId);
  if (!player) throw new Error(`The player of membership ${row.id} was not found`);
  return toMemberDto(row, player);
}

/**
 * The spec's members list and the spec Sweep's members and requests: current members by name, then pending requests
 * (oldest first) when asked for, each player with their handicaps and events here. The Members views read the lighter
 * roster (./roster.ts).
 */
export async function listSweepMembers(
  db: Db,
  sweepId: AuthorizedSweepId,
  { includeRequests }: { includeRequests: boolean },
): Promise<SweepMembersDto> {
  const listed = listedMemberships({ includeRequests });
  const [rows, players] = await Promise.all([
    queryMembers(db, sweepId, listed.where, listed.order),
    getSweepPlayers(db, sweepId, "current-memberships"),
  ]);
  // The two reads run side by side: a membership that begins between them shows from the next read on.
  return rows.flatMap((row) => {
    const player = players.get(row.playerId);
    return player ? [toMemberDto(row, player)] : [];
  });
}

async function findMember(db: Db, sweepId: AuthorizedSweepId, by: { memberId: string } | { playerId: string }) {
  const where =
    "memberId" in by ? Prisma.sql`m."id" = ${by.memberId}::uuid` : Prisma.sql`m."playerId" = ${by.playerId}::uuid`;
  const [row] = await queryMembers(db, sweepId, where);
  return row ?? null;
}

/**
 * The member side panel: the membership with every handicap entry in this sweep, newest first. Pending and
 * former memberships only when asked for; otherwise they do not exist for the caller.
 */
export async function getMemberHandicaps(
  db: Db,
  sweepId: AuthorizedSweepId,
  memberId: string,
  { includeInactive }: { includeInactive: boolean },
): Promise<MemberDetailDto | null> {
  const row = await findMember(db, sweepId, { memberId });
  if (!row || (!includeInactive && !isCurrentMember(row))) return null;
  const member = await toOneMemberDto(db, sweepId, row);
  return { ...member, removedAt: row.removedAt === null ? null : iso(row.removedAt) };
}

const isCurrentMember = (row: MemberRow) => row.approved && row.removedAt === null;

/**
 * Join Sweep: a pending request, or nothing when the caller already asked or belongs. A player who was removed
 * or declined asks afresh. Safe to repeat and to race (INSERT … ON CONFLICT DO NOTHING).
 */
export async function requestMembership(db: Db, sweepId: string, playerId: string, now = new Date()): Promise<void> {
  await db.sweepMember.updateMany({
    where: { sweepId, playerId, removedAt: { not: null } },
    data: { removedAt: null, approved: false, isAdmin: false, isTreasurer: false, approvedAt: null, requestedAt: now },
  });
  await db.sweepMember.createMany({ data: [{ sweepId, playerId, requestedAt: now }], skipDuplicates: true });
}

const NO_REQUEST = "There is no join request from that player in this sweep. They can ask again with Join Sweep.";

/** A membership by its player, as the spec's Sweep member (after a write that changed it). */
export async function getMemberOfPlayer(db: Db, sweepId: AuthorizedSweepId, playerId: string): Promise<SweepMemberDto> {
  const row = await findMember(db, sweepId, { playerId });
  if (!row) throw new AppError("not_found", NO_REQUEST);
  return toOneMemberDto(db, sweepId, row);
}

/** Approves a pending request; approving an approved member changes nothing. */
export async function approveMembership(
  db: Db,
  sweepId: AuthorizedSweepId,
  playerId: string,
  now = new Date(),
): Promise<SweepMemberDto> {
  await db.sweepMember.updateMany({
    where: { sweepId, playerId, approved: false, removedAt: null },
    data: { approved: true, approvedAt: now },
  });
  const row = await findMember(db, sweepId, { playerId });
  if (!row || row.removedAt !== null || !row.approved) throw new AppError("not_found", NO_REQUEST);
  return toOneMemberDto(db, sweepId, row);
}

/** Declines a pending request (the row is kept, ended); declining twice changes nothing. Answers whether it declined now. */
export async function declineMembership(
  db: Db,
  sweepId: AuthorizedSweepId,
  playerId: string,
  now = new Date(),
): Promise<boolean> {
  const row = await db.sweepMember.findUnique({
    where: { sweepId_playerId: { sweepId, playerId } },
    select: { approved: true, removedAt: true },
  });
  if (!row) throw new AppError("not_found", NO_REQUEST);
  if (row.approved && row.removedAt === null) {
    throw new AppError(
      "conflict",
      "That player is already a member. To end their membership, remove them from the Members page.",
    );
  }
  const declined = await db.sweepMember.updateMany({
    where: { sweepId, playerId, approved: false, removedAt: null },
    data: { removedAt: now },
  });
  return declined.count > 0;
}

/** A membership as removal needs it: null when the player never asked to join. */
export async function getMembershipForRemoval(db: Db, sweepId: AuthorizedSweepId, playerId: string) {
  const row = await db.sweepMember.findUnique({
    where: { sweepId_playerId: { sweepId, playerId } },
    select: { playerId: true, isAdmin: true, removedAt: true, sweep: { select: { ownerId: true } } },
  });
  return (
    row && {
      playerId: row.playerId,
      isAdmin: row.isAdmin,
      isOwner: row.sweep.ownerId === playerId,
      isRemoved: row.removedAt !== null,
    }
  );
}

/**
 * Ends a membership (or withdraws a pending request); the cards, results and handicap history stay. The player
 * is withdrawn from the sweep's events that are not drawn yet, in the same statement (so atomically); the row
 * lock on each event waits for a draw in progress and then leaves a drawn event alone; they leave the sweep's
 * reserve lists too. Idempotent.
 */
export async function removeMember(
  db: RootDb,
  sweepId: AuthorizedSweepId,
  playerId: string,
  now = new Date(),
): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`
      WITH ended AS (
        UPDATE "SweepMember" SET "removedAt" = ${now}, "isAdmin" = false, "isTreasurer" = false
        WHERE "sweepId" = ${sweepId}::uuid AND "playerId" = ${playerId}::uuid AND "removedAt" IS NULL
        RETURNING "playerId"
      )
      DELETE FROM "Entry" en USING ended
      WHERE en."playerId" = ended."playerId" AND en."eventId" IN (
        SELECT e."id" FROM "Event" e WHERE e."sweepId" = ${sweepId}::uuid AND NOT e."drawn" AND NOT e."complete" FOR SHARE)`;
    // A former member never moves up into a field: they leave every reserve list of the sweep, drawn events' too.
    await tx.$executeRaw`
      DELETE FROM "EventReserve" r USING "Event" e, "SweepMember" m
      WHERE r."playerId" = ${playerId}::uuid AND e."id" = r."eventId" AND e."sweepId" = ${sweepId}::uuid
        AND m."sweepId" = e."sweepId" AND m."playerId" = r."playerId" AND m."removedAt" IS NOT NULL`;
    // The player's open event streams of the sweep end (lib/server/live/access-watch.ts).
    await notifyAccessChanged(tx, { scope: "member", sweepId, playerId });
  });
}

/**
 * Appoints a current member the sweep's treasurer or takes it back (the owner's decision,
 * docs/money-rules.md#the-treasurer); the owner and admins already do what a treasurer does.
 */
export async function setMemberTreasurer(
  db: Db,
  sweepId: AuthorizedSweepId,
  memberId: string,
  isTreasurer: boolean,
): Promise<SweepMemberDto> {
  const row = await findMember(db, sweepId, { memberId });
  if (!row || row.removedAt !== null) throw notFound("That member");
  if (!row.approved)
    throw new AppError("conflict", "Approve this player's join request before making them the treasurer.");
  await db.sweepMember.updateMany({
    where: { id: memberId, sweepId, removedAt: null, approved: true },
    data: { isTreasurer },
  });
  return toOneMemberDto(db, sweepId, { ...row, isTreasurer });
}

/** Makes a current member an admin or takes it back (the owner's decision); the owner is always an admin. */
export async function setMemberRole(
  db: Db,
  sweepId: AuthorizedSweepId,
  memberId: string,
  isAdmin: boolean,
): Promise<SweepMemberDto> {
  const row = await findMember(db, sweepId, { memberId });
  if (!row || row.removedAt !== null) throw notFound("That member");
  if (row.isOwner)
    throw new AppError("conflict", "The owner is always an admin of their sweep; their role cannot change.");
  if (!row.approved) throw new AppError("conflict", "Approve this player's join request before making them an admin.");
  await db.sweepMember.updateMany({
    where: { id: memberId, sweepId, removedAt: null, approved: true },
    data: { isAdmin },
  });
  return toOneMemberDto(db, sweepId, { ...row, isAdmin });
}
