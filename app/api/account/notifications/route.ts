import { getNotificationPreferences, updateNotificationPreferences } from "@/lib/contracts/notifications";
import { withRoute } from "@/lib/server/api/with-route";
import { db } from "@/lib/server/db/infra/client";
import { readNotificationPreferences, setNotificationPreferences } from "@/lib/server/db/notification-preferences";
import { mailSettings } from "@/lib/server/notifications/mail-settings";

// GET /api/account/notifications — the caller's email choices, and whether email is set up on this server.
export const GET = withRoute(getNotificationPreferences, async ({ user }) =>
  readNotificationPreferences(db, user.id, mailSettings() !== null),
);

// PUT /api/account/notifications — turn kinds of email on or off.
export const PUT = withRoute(updateNotificationPreferences, async ({ user, body }) => {
  await setNotificationPreferences(db, user.id, body.preferences);
  return readNotificationPreferences(db, user.id, mailSettings() !== null);
});
