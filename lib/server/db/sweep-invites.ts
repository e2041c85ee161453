import "server-only";
import { type CreateSweepInviteBody, type SweepInviteDto, sweepInvitePath } from "@/lib/validation/invitations";
import type { AuthorizedSweepId } from "../auth/authorized";
import type { Db } from "./infra/client";
import { newInvitationToken } from "./invitation-token";

const DAY_MS = 24 * 60 * 60 * 1000;

const inviteSelect = { id: true, token: true, joinDirectly: true, createdAt: true, expiresAt: true } as const;

function toSweepInviteDto(row: {
  id: string;
  token: string;
  joinDirectly: boolean;
  createdAt: Date;
  expiresAt: Date | null;
}): SweepInviteDto {
  return {
    id: row.id,
    path: sweepInvitePath(row.token),
    joinDirectly: row.joinDirectly,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export async function createSweepInvite(
  db: Db,
  sweepId: AuthorizedSweepId,
  createdById: string,
  body: CreateSweepInviteBody,
  now = new Date(),
): Promise<SweepInviteDto> {
  const row = await db.sweepInvite.create({
    data: {
      sweepId,
      createdById,
      token: newInvitationToken(),
      joinDirectly: body.joinDirectly,
      createdAt: now,
      expiresAt: body.expiresInDays == null ? null : new Date(now.getTime() + body.expiresInDays * DAY_MS),
    },
    select: inviteSelect,
  });
  return toSweepInviteDto(row);
}

/** The sweep's links that still work, newest first. */
export async function listSweepInvites(
  db: Db,
  sweepId: AuthorizedSweepId,
  now = new Date(),
): Promise<SweepInviteDto[]> {
  const rows = await db.sweepInvite.findMany({
    where: { sweepId, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
    select: inviteSelect,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
  return rows.map(toSweepInviteDto);
}

/** Revokes a link of the sweep; false when the sweep has no such link. Revoking twice changes nothing. */
export async function revokeSweepInvite(
  db: Db,
  sweepId: AuthorizedSweepId,
  inviteId: string,
  now = new Date(),
): Promise<boolean> {
  const found = await db.sweepInvite.count({ where: { id: inviteId, sweepId } });
  if (found === 0) return false;
  await db.sweepInvite.updateMany({ where: { id: inviteId, sweepId, revokedAt: null }, data: { revokedAt: now } });
  return true;
}

/** An invite link as its page and the join read it, or null for a token that was never issued. */
export function findSweepInvite(db: Db, token: string) {
  return db.sweepInvite.findUnique({
    where: { token },
    select: {
      sweepId: true,
      joinDirectly: true,
      expiresAt: true,
      revokedAt: true,
      sweep: { select: { name: true } },
    },
  });
}
export type SweepInviteRow = NonNullable<Awaited<ReturnType<typeof findSweepInvite>>>;

/** Why an invite link no longer works, in words for its page and its refusal; null while it does. */
export function inviteRefusal(invite: SweepInviteRow, now = new Date()): string | null {
  if (invite.revokedAt !== null) {
    return `This invite link to ${invite.sweep.name} has been withdrawn. Ask the secretary for the current one.`;
  }
  if (invite.expiresAt !== null && invite.expiresAt <= now) {
    return `This invite link to ${invite.sweep.name} has expired. Ask the secretary for a new one.`;
  }
  return null;
}
