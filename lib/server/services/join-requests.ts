import "server-only";
import type { AuthorizedSweepId } from "../auth/authorized";
import type { RootDb } from "../db/infra/client";
import { declineMembership, requestMembership } from "../db/members";
import { notifyJoinDecided, notifyJoinRequestWaiting } from "../notifications/causes";

/** Join Sweep: the request, and the admins told of it in the same transaction (a repeated request tells nobody again). */
export async function requestToJoin(db: RootDb, sweepId: string, playerId: string, now = new Date()): Promise<void> {
  await db.$transaction(async (tx) => {
    await requestMembership(tx, sweepId, playerId, now);
    await notifyJoinRequestWaiting(tx, sweepId, playerId);
  });
}

/** Declines a join request and tells the player, once. */
export async function declineMember(
  db: RootDb,
  sweepId: AuthorizedSweepId,
  playerId: string,
  now = new Date(),
): Promise<void> {
  await db.$transaction(async (tx) => {
    if (await declineMembership(tx, sweepId, playerId, now)) await notifyJoinDecided(tx, sweepId, playerId, false, now);
  });
}
