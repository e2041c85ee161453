import "server-only";
import { notificationKindSchema } from "@/lib/validation/notifications";
import type { RootDb } from "../db/infra/client";
import { attachmentsOf } from "./attachments";
import type { MailSettings } from "./mail-settings";
import type { Mailer } from "./mailer";
import { renderEmail } from "./templates";
import { unsubscribeUrl } from "./unsubscribe-token";

/**
 * Sends one outbox row, once: a row already sent or skipped is done, whichever attempt or process sent it. Throwing
 * (the mail server refused or is down) leaves the row unsent for pg-boss to retry. What the member may see is
 * checked now, not when the cause committed: someone removed from the sweep since then gets nothing more from it.
 */
export async function deliverNotification(
  db: RootDb,
  notificationId: string,
  mailer: Mailer,
  settings: MailSettings,
  now = () => new Date(),
): Promise<"sent" | "skipped" | "done before"> {
  const row = await db.notification.findUnique({
    where: { id: notificationId },
    select: {
      id: true,
      kind: true,
      payload: true,
      userId: true,
      sentAt: true,
      skippedAt: true,
      user: { select: { email: true, notificationOptOuts: { select: { kind: true } } } },
    },
  });
  if (!row || row.sentAt || row.skippedAt) return "done before";
  const kind = notificationKindSchema.parse(row.kind);
  const optedOut = row.user.notificationOptOuts.some((optOut) => optOut.kind === kind);
  if (optedOut || !(await maySee(db, row.userId, kind, row.payload))) {
    await db.notification.update({ where: { id: row.id }, data: { skippedAt: now() } });
    return "skipped";
  }
  const unsubscribe = unsubscribeUrl(settings.appUrl, row.userId, kind);
  const email = renderEmail(kind, row.payload, { appUrl: settings.appUrl, unsubscribeUrl: unsubscribe });
  await mailer.send({
    to: row.user.email,
    ...email,
    messageId: row.id,
    unsubscribeUrl: unsubscribe,
    attachments: attachmentsOf(kind, row.payload, settings.appUrl),
  });
  await db.notification.update({ where: { id: row.id }, data: { sentAt: now() } });
  return "sent";
}

/** Every kind but a join decision speaks of a sweep its recipient must still belong to (or own). */
async function maySee(db: RootDb, userId: string, kind: string, payload: unknown): Promise<boolean> {
  if (kind === "join-decided") return true;
  const sweepId = (payload as { sweepId?: unknown }).sweepId;
  if (typeof sweepId !== "string") return false;
  const player = await db.player.findFirst({
    where: {
      userId,
      OR: [
        { ownedSweeps: { some: { id: sweepId } } },
        { memberships: { some: { sweepId, approved: true, removedAt: null } } },
      ],
    },
    select: { id: true },
  });
  return player !== null;
}
