import "server-only";
import type { InviteAnswerDto } from "@/lib/validation/invitations";
import type { AuthorizedSweepId } from "../auth/authorized";
import type { RootDb } from "../db/infra/client";
import { approveMembership, requestMembership } from "../db/members";
import { notifyJoinRequestWaiting } from "../notifications/causes";

/**
 * Opening a sweep's invite link: a join request, or membership at once when the link says so. A player who was
 * removed or declined files a request whatever the link says: taking him back stays the admins' decision. A
 * member (or the owner) stays as he is.
 */
export async function joinByInvite(
  db: RootDb,
  invite: { sweepId: AuthorizedSweepId; joinDirectly: boolean },
  playerId: string,
  now = new Date(),
): Promise<InviteAnswerDto> {
  const { sweepId } = invite;
  return db.$transaction(async (tx) => {
    const [sweep, own] = await Promise.all([
      tx.sweep.findUniqueOrThrow({ where: { id: sweepId }, select: { ownerId: true } }),
      tx.sweepMember.findUnique({
        where: { sweepId_playerId: { sweepId, playerId } },
        select: { approved: true, removedAt: true },
      }),
    ]);
    if (sweep.ownerId === playerId || (own?.approved && own.removedAt === null)) return { sweepId, standing: "member" };
    const returning = own !== null && own.removedAt !== null;
    await requestMembership(tx, sweepId, playerId, now);
    if (!invite.joinDirectly || returning) {
      await notifyJoinRequestWaiting(tx, sweepId, playerId);
      return { sweepId, standing: "requested" };
    }
    await approveMembership(tx, sweepId, playerId, now);
    return { sweepId, standing: "member" };
  });
}
