import "server-only";
import { logger } from "../log/logger";
import { db, embeddedDatabase } from "../db/infra/client";
import { env } from "../env";
import { mailSettings } from "./mail-settings";
import { startNotificationWorker } from "./worker";

/** Starts this process's notification worker when a mail server is set up; without one, says that mail is off. */
export async function startAppNotificationWorker(): Promise<void> {
  const settings = mailSettings();
  if (!settings) {
    logger.warn("Email notifications are off: set SMTP_URL and MAIL_FROM to send them (README, Email).");
    return;
  }
  const worker = await startNotificationWorker(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { pglite: embeddedDatabase() },
    db,
    settings,
  );
  process.once("SIGTERM", () => void worker.stop());
}
