/**
 * What each app process starts before it serves, in Node only (instrumentation.ts): its metrics at once, so that the
 * supervisor can read a process that has served nothing yet; in the built app, its hottest routes handed to its own
 * server (lib/server/api/direct-routes.ts), where in development Next reloads them itself; and the notification
 * worker and the scheduled backups, which live in the app's own processes so that `npm start` needs no other service
 * (ARCHITECTURE.md#notifications).
 */
export async function startAppProcess(): Promise<void> {
  const { serverMetrics } = await import("./lib/server/metrics/registry");
  serverMetrics();
  if (process.env.NODE_ENV === "production") await publishDirectRoutes();
  const { startAppNotificationWorker } = await import("./lib/server/notifications/app-worker");
  const { answerBackupRequests, startScheduledBackups } = await import("./lib/server/db/infra/scheduled-backups");
  answerBackupRequests();
  startScheduledBackups();
  await startAppNotificationWorker();
}

/** The hottest API calls, answered without Next's router (app/api/direct-routes.ts). */
async function publishDirectRoutes(): Promise<void> {
  const { ANSWER_DIRECTLY_KEY, directRoutes } = await import("./lib/server/api/direct-routes");
  const { directRouteHandlers } = await import("./app/api/direct-routes");
  const { proxy } = await import("./proxy");
  Object.assign(globalThis, { [ANSWER_DIRECTLY_KEY]: directRoutes(await directRouteHandlers(), proxy) });
}
