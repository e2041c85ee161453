import "server-only";
import { logger } from "../log/logger";
import type { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";
import type { RootDb } from "../db/infra/client";
import { deliverNotification } from "./deliver";
import { queueEventsDueToClose } from "./due-to-close";
import { pgliteJobDatabase } from "./job-database";
import type { MailSettings } from "./mail-settings";
import { createMailer } from "./mailer";
import { DUE_TO_CLOSE_QUEUE, SEND_QUEUE } from "./queue";

/** Where pg-boss keeps its tables: PostgreSQL through a small pool of its own, or the app's embedded instance. */
export type JobConnection = { databaseUrl: string } | { pglite: PGlite };

export type NotificationWorker = { stop(): Promise<void> };

/**
 * Sends the outbox from inside the app process (no other service to run): pg-boss hands each send job to one
 * process of a scaled-out deployment (SKIP LOCKED), retries a failure with back-off, and finds jobs left by a
 * process that stopped; the job commits with its cause, so a crash between the change and the send loses nothing.
 */
export async function startNotificationWorker(
  connection: JobConnection,
  db: RootDb,
  settings: MailSettings,
  { pollingIntervalSeconds = 2 }: { pollingIntervalSeconds?: number } = {},
): Promise<NotificationWorker> {
  const boss = new PgBoss(
    "databaseUrl" in connection
      ? { connectionString: connection.databaseUrl, max: 2 }
      : { db: pgliteJobDatabase(connection.pglite) },
  );
  boss.on("error", (error) => logger.error({ err: error }, "Notification queue failed"));
  await boss.start();
  await boss.createQueue(SEND_QUEUE);
  await boss.createQueue(DUE_TO_CLOSE_QUEUE);
  const mailer = createMailer(settings);
  await boss.work<{ notificationId: string }>(SEND_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
    if (job) await deliverNotification(db, job.data.notificationId, mailer, settings);
  });
  await boss.schedule(DUE_TO_CLOSE_QUEUE, "17 * * * *");
  await boss.work(DUE_TO_CLOSE_QUEUE, { pollingIntervalSeconds: 60 }, () => queueEventsDueToClose(db));
  return {
    stop: async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
      mailer.close();
    },
  };
}
