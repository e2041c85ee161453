// Next runs register() once when a server process starts: the notification worker lives in the app's own
// processes, so `npm start` needs no other service (ARCHITECTURE.md#notifications).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startAppNotificationWorker } = await import("./lib/server/notifications/app-worker");
  await startAppNotificationWorker();
}
