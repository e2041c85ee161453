// Next runs register() once when a server process starts: the notification worker and the scheduled backups
// live in the app's own processes, so `npm start` needs no other service (ARCHITECTURE.md#notifications). The
// metrics are made at once so that the supervisor can read a process that has served nothing yet.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { serverMetrics } = await import("./lib/server/metrics/registry");
  serverMetrics();
  const { startAppNotificationWorker } = await import("./lib/server/notifications/app-worker");
  const { answerBackupRequests, startScheduledBackups } = await import("./lib/server/db/infra/scheduled-backups");
  answerBackupRequests();
  startScheduledBackups();
  await startAppNotificationWorker();
}
