import "server-only";
import { AppError } from "../errors";
import type { SweepAccess } from "./authorized";

// Who may see and change whom inside a sweep, decided here rather than in the data layer.

/** Pending requests and former members are the owner's and admins' business, never other members'. */
export const canSeeInactiveMembers = (access: SweepAccess) => access.role !== "member";

type RemovalTarget = { playerId: string; isOwner: boolean; isAdmin: boolean };

/** The owner cannot be removed; only the owner removes an admin, though an admin may leave. */
export function assertMayRemoveMember(access: SweepAccess, target: RemovalTarget): void {
  if (target.isOwner) throw new AppError("conflict", "The owner cannot be removed from their own sweep.");
  if (target.isAdmin && access.role !== "owner" && target.playerId !== access.playerId) {
    throw new AppError("forbidden", "Only the sweep's owner can remove an admin.");
  }
}

/** A link that makes members without anyone's approval is the owner's choice; admins make links that ask to join. */
export function assertMayMakeInvite(access: SweepAccess, invite: { joinDirectly: boolean }): void {
  if (invite.joinDirectly && access.role !== "owner") {
    throw new AppError(
      "forbidden",
      "Only the sweep's owner can make a link that joins at once. Make one that asks to join instead.",
    );
  }
}

/** A member reads why their own handicap and points are what they are; the owner and admins read everyone's. */
export function assertMayReadExplanation(access: SweepAccess, playerId: string): void {
  if (access.role === "member" && access.playerId !== playerId) {
    throw new AppError(
      "forbidden",
      "Members can read only their own explanation. Ask an admin about another member's.",
    );
  }
}

/** A member changes their own stakes; an admin anyone's (docs/money-rules.md#stakes). */
export function assertMayChangeStakes(access: SweepAccess, playerId: string): { byAdmin: boolean } {
  const byAdmin = access.role !== "member";
  if (!byAdmin && playerId !== access.playerId)
    throw new AppError("forbidden", "Only the sweep's admins can change another member's stakes.");
  return { byAdmin };
}
