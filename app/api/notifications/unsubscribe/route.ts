import { unsubscribe } from "@/lib/contracts/notifications";
import { withRoute } from "@/lib/server/api/with-route";
import { db } from "@/lib/server/db/infra/client";
import { setNotificationPreferences } from "@/lib/server/db/notification-preferences";
import { AppError } from "@/lib/server/errors";
import { readUnsubscribeToken } from "@/lib/server/notifications/unsubscribe-token";
import { NOTIFICATION_KIND_LABELS } from "@/lib/validation/notifications";

// POST /api/notifications/unsubscribe — an email's one-click link: the signed token is the only credential.
export const POST = withRoute(unsubscribe, async ({ body }) => {
  const reader = readUnsubscribeToken(body.token);
  if (!reader || !(await db.user.findUnique({ where: { id: reader.userId }, select: { id: true } }))) {
    throw new AppError(
      "not_found",
      "This unsubscribe link is not valid. Copy the whole link from the email, or sign in and choose on the Email page.",
    );
  }
  await setNotificationPreferences(db, reader.userId, [{ kind: reader.kind, enabled: false }]);
  return { kind: reader.kind, title: NOTIFICATION_KIND_LABELS[reader.kind].title };
});
