import "server-only";
import { Prisma } from "../db/generated/client";
import type { Db } from "../db/infra/client";
import { queryRows } from "../db/query-rows";
import type { NotificationKind } from "@/lib/validation/notifications";
import { mailSettings } from "./mail-settings";
import type { NotificationPayload } from "./payloads";
import { SEND_RETRIES, queueSends } from "./queue";
import { z } from "zod";

export type OutgoingNotification<K extends NotificationKind = NotificationKind> = {
  kind: K;
  userId: string;
  /** The cause, unique for this kind: with the kind and the recipient it makes the row's idempotency key. */
  cause: string;
  payload: NotificationPayload<K>;
};

const insertedRow = z.object({ id: z.string() });

/**
 * Writes notifications to the outbox and queues their sending, inside the transaction of the change that causes
 * them (ARCHITECTURE.md#notifications). A cause written twice (a repeated click, a retried request) adds nothing:
 * its key exists. With no mail server set up, nothing is written, so turning mail on later sends no backlog.
 */
export async function queueNotifications(tx: Db, notifications: readonly OutgoingNotification[]): Promise<void> {
  const settings = mailSettings();
  if (notifications.length === 0 || !settings) return;
  const rows = notifications.map((notification) => ({
    key: `${notification.kind}:${notification.cause}:${notification.userId}`,
    kind: notification.kind,
    userId: notification.userId,
    payload: notification.payload,
  }));
  const inserted = await queryRows(
    tx,
    insertedRow,
    Prisma.sql`
      INSERT INTO "Notification" ("id", "key", "kind", "userId", "payload")
      SELECT gen_random_uuid(), r."key", r."kind", r."userId"::uuid, r."payload"
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r("key" text, "kind" text, "userId" text, "payload" jsonb)
      ON CONFLICT ("key") DO NOTHING
      RETURNING "id"::text AS "id"`,
  );
  await queueSends(
    tx,
    inserted.map((row) => row.id),
    { ...SEND_RETRIES, retryDelay: settings.retryDelaySeconds ?? SEND_RETRIES.retryDelay },
  );
}
