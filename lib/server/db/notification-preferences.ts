import "server-only";
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferencesDto,
} from "@/lib/validation/notifications";
import type { Db } from "./infra/client";

/** Every kind with the user's choice: on unless they turned it off. */
export async function readNotificationPreferences(
  db: Db,
  userId: string,
  mailConfigured: boolean,
): Promise<NotificationPreferencesDto> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, notificationOptOuts: { select: { kind: true } } },
  });
  const off = new Set(user.notificationOptOuts.map((optOut) => optOut.kind));
  return {
    mailConfigured,
    email: user.email,
    preferences: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      ...NOTIFICATION_KIND_LABELS[kind],
      enabled: !off.has(kind),
    })),
  };
}

export async function setNotificationPreferences(
  db: Db,
  userId: string,
  preferences: ReadonlyArray<{ kind: NotificationKind; enabled: boolean }>,
): Promise<void> {
  const on = preferences.filter((preference) => preference.enabled).map((preference) => preference.kind);
  const off = preferences.filter((preference) => !preference.enabled).map((preference) => preference.kind);
  await db.notificationOptOut.deleteMany({ where: { userId, kind: { in: on } } });
  await db.notificationOptOut.createMany({ data: off.map((kind) => ({ userId, kind })), skipDuplicates: true });
}
