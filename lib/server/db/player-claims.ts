import "server-only";
import { type ClaimInvitationDto, playerClaimPath } from "@/lib/validation/invitations";
import type { AuthorizedSweepId } from "../auth/authorized";
import { AppError, notFound } from "../errors";
import type { Db } from "./infra/client";
import { newInvitationToken } from "./invitation-token";

const CLAIM_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An invitation to claim a current member's record that has no account, for the email the admin gives; it
 * replaces the member's earlier invitations. The answer carries the link, so the admin can pass it on now and a
 * mailer can send the same link later.
 */
export async function createPlayerClaim(
  db: Db,
  sweepId: AuthorizedSweepId,
  memberId: string,
  email: string,
  now = new Date(),
): Promise<ClaimInvitationDto> {
  const member = await db.sweepMember.findFirst({
    where: { id: memberId, sweepId, approved: true, removedAt: null },
    select: { playerId: true, player: { select: { userId: true, fullName: true } } },
  });
  if (!member) throw notFound("That member");
  if (member.player.userId !== null) {
    throw new AppError("conflict", `${member.player.fullName} already has an account, so there is nothing to claim.`);
  }
  await db.playerClaim.updateMany({
    where: { playerId: member.playerId, revokedAt: null, claimedAt: null },
    data: { revokedAt: now },
  });
  const claim = await db.playerClaim.create({
    data: {
      playerId: member.playerId,
      sweepId,
      email,
      token: newInvitationToken(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CLAIM_DAYS * DAY_MS),
    },
    select: { token: true, email: true, expiresAt: true },
  });
  return { path: playerClaimPath(claim.token), email: claim.email, expiresAt: claim.expiresAt.toISOString() };
}

/** A claim invitation as its link's page and the claim read it, or null for a token that was never issued. */
export async function findPlayerClaim(db: Db, token: string) {
  return db.playerClaim.findUnique({
    where: { token },
    select: {
      id: true,
      playerId: true,
      sweepId: true,
      email: true,
      expiresAt: true,
      revokedAt: true,
      claimedAt: true,
      player: { select: { fullName: true, userId: true } },
      sweep: { select: { name: true } },
    },
  });
}
export type PlayerClaimRow = NonNullable<Awaited<ReturnType<typeof findPlayerClaim>>>;

/** Why a claim invitation can no longer be used, in words for its page and its refusal; null while it can. */
export function claimRefusal(claim: PlayerClaimRow, now = new Date()): string | null {
  if (claim.claimedAt !== null || claim.player.userId !== null) {
    return `The record of ${claim.player.fullName} has already been claimed.`;
  }
  if (claim.revokedAt !== null) {
    return "This invitation was replaced by a newer one. Use the latest link the secretary sent you.";
  }
  if (claim.expiresAt <= now) {
    return "This invitation has expired. Ask the secretary for a new link.";
  }
  return null;
}
