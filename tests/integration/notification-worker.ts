import { db } from "@/lib/server/db/infra/client";
import type { MailSettings } from "@/lib/server/notifications/mail-settings";
import {
  type JobConnection,
  type NotificationWorker,
  startNotificationWorker,
} from "@/lib/server/notifications/worker";

const holder = globalThis as typeof globalThis & {
  sweepsJobConnection?: JobConnection;
  sweepsMail?: MailSettings | null;
};

/** Turns mail on for this test file with the given server, as SMTP_URL and MAIL_FROM would. */
export function useMailSettings(settings: MailSettings | null): void {
  holder.sweepsMail = settings;
}

/** The notification worker on this file's database, as the app process runs it (the caller stops it). */
export async function startTestWorker(settings: MailSettings): Promise<NotificationWorker> {
  const connection = holder.sweepsJobConnection;
  if (!connection) throw new Error("tests/integration/setup.ts provides the job connection");
  return startNotificationWorker(connection, db, settings, { pollingIntervalSeconds: 0.5 });
}
