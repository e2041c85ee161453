import "server-only";
import PgBoss from "pg-boss";
import type { Db } from "../db/infra/client";
import { transactionJobDatabase } from "./job-database";

/** The job that sends one outbox row; its data is the row's id. */
export const SEND_QUEUE = "send-notification";
/** The hourly look for events past their day with cards still open (the admins' reminder). */
export const DUE_TO_CLOSE_QUEUE = "events-due-to-close";

/**
 * A mail server that is down is retried with growing gaps: 20 s, 40 s, 80 s … about 11 hours in all, so an outage
 * over a night still delivers in the morning; after that the job fails and stays in pg-boss's table for an operator.
 */
export const SEND_RETRIES = { retryLimit: 11, retryDelay: 20, retryBackoff: true } as const;

// Composes pg-boss's own insert for a transaction of ours; it never opens a connection of its own.
const composer = new PgBoss({
  db: {
    executeSql: () => {
      throw new Error("Jobs are inserted only inside a transaction (transactionJobDatabase).");
    },
  },
});

/** Queues the sending of outbox rows in the caller's transaction: the jobs commit or vanish with the rows. */
export async function queueSends(
  tx: Db,
  notificationIds: readonly string[],
  retries: { retryLimit: number; retryDelay: number; retryBackoff: boolean },
): Promise<void> {
  if (notificationIds.length === 0) return;
  await composer.insert(
    notificationIds.map((notificationId) => ({ name: SEND_QUEUE, data: { notificationId }, ...retries })),
    { db: transactionJobDatabase(tx) },
  );
}
