import { AppError, notFound } from "../errors";
import { db } from "../db/client";
import type { AuthorizedSweepId, SweepAccess, SweepRole } from "./authorized";


const RANK: Record<SweepRole, number> = { member: 1, admin: 2, owner: 3 };

const REFUSAL: Record<SweepRole, string> = {
  member: "Only approved members of this sweep can see this. Ask to join, and the owner will approve you.",
  admin: "Only the sweep's owner and admins can do this.",
  owner: "Only the sweep's owner can do this.",
};

/** The caller's standing in a sweep: null when not an approved, current member. */
export async function getSweepRole(sweepId: string, playerId: string): Promise<{ exists: boolean; role: SweepRole | null }> {
  const sweep = await db.sweep.findUnique({
    where: { id: sweepId },
    select: { ownerId: true, members: { where: { playerId, removedAt: null, approved: true }, select: { isAdmin: true } } },
  });
  if (!sweep) return { exists: false, role: null };
  if (sweep.ownerId === playerId) return { exists: true, role: "owner" };
  const membership = sweep.members[0];
  if (!membership) return { exists: true, role: null };
  return { exists: true, role: membership.isAdmin ? "admin" : "member" };
}

/**
 * The only way to obtain an AuthorizedSweepId: 404 when the sweep does not exist, 403 when the caller's role
 * is below what is needed (owner ⊃ admin ⊃ member).
 */
export async function requireSweepRole(user: { playerId: string }, sweepId: string, needed: SweepRole): Promise<SweepAccess> {
  const { exists, role } = await getSweepRole(sweepId, user.playerId);
  if (!exists) throw notFound("The sweep");
  if (!role || RANK[role] < RANK[needed]) throw new AppError("forbidden", REFUSAL[needed]);
  return { sweepId: sweepId as AuthorizedSweepId, role, playerId: user.playerId };
}

/**
 * The sweeps in which the caller may see another player, in one query: the caller is an approved, current
 * member (or the owner) and the other player is or was a member there (approved at some point, or the owner).
 */
export async function requireSharedSweeps(user: { playerId: string }, playerId: string): Promise<AuthorizedSweepId[]> {
  const rows = await db.sweep.findMany({
    where: {
      AND: [
        { OR: [{ ownerId: user.playerId }, { members: { some: { playerId: user.playerId, approved: true, removedAt: null } } }] },
        { OR: [{ ownerId: playerId }, { members: { some: { playerId, approvedAt: { not: null } } } }] },
      ],
    },
    select: { id: true },
  });
  return rows.map((row) => row.id as AuthorizedSweepId);
}

