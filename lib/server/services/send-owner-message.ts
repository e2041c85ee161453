import "server-only";
import { randomUUID } from "node:crypto";
import type { OwnerMessageBody } from "@/lib/validation/notifications";
import type { AuthorizedSweepId } from "../auth/authorized";
import type { RootDb } from "../db/infra/client";
import { mailSettings } from "../notifications/mail-settings";
import { queueNotifications } from "../notifications/outbox";

/**
 * The owner's short message to every current member of the sweep (approved and not removed, with an account);
 * pending requests and former members get nothing. Answers how many it was queued for.
 */
export async function sendOwnerMessage(
  db: RootDb,
  sweepId: AuthorizedSweepId,
  { subject, message }: OwnerMessageBody,
): Promise<{ recipients: number; mailConfigured: boolean }> {
  return db.$transaction(async (tx) => {
    const sweep = await tx.sweep.findUniqueOrThrow({
      where: { id: sweepId },
      select: {
        name: true,
        owner: { select: { fullName: true } },
        members: {
          where: { approved: true, removedAt: null, player: { userId: { not: null } } },
          select: { player: { select: { userId: true } } },
        },
      },
    });
    const recipients = sweep.members.flatMap((member) => (member.player.userId ? [member.player.userId] : []));
    const cause = randomUUID();
    await queueNotifications(
      tx,
      recipients.map((userId) => ({
        kind: "owner-message" as const,
        userId,
        cause,
        payload: { sweepId, sweepName: sweep.name, ownerName: sweep.owner.fullName, subject, message },
      })),
    );
    return { recipients: recipients.length, mailConfigured: mailSettings() !== null };
  });
}
