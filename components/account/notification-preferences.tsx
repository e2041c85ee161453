"use client";

import { useNotificationPreferences, useUpdateNotificationPreferences } from "@/lib/hooks/use-notifications";
import type { NotificationPreferencesDto } from "@/lib/validation/notifications";
import { Alert } from "../ui/alert";
import { Section } from "../ui/section";

/** Which kinds of email the member gets: each box saves as it is ticked. */
export function NotificationPreferences({ initial }: { initial: NotificationPreferencesDto }) {
  const { data = initial } = useNotificationPreferences(initial);
  const update = useUpdateNotificationPreferences();
  return (
    <Section
      title="Email"
      description={`What Sweeps emails you at ${data.email}. Every email has a link to stop its kind.`}
    >
      {data.mailConfigured ? null : (
        <Alert>
          This server sends no email yet: its administrator has not set up a mail server (SMTP_URL and MAIL_FROM). Your
          choices are kept for when it does.
        </Alert>
      )}
      {update.error ? <Alert tone="error">{update.error.message}</Alert> : null}
      <ul className="space-y-1">
        {data.preferences.map((preference) => (
          <li key={preference.kind}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-base text-stone-900">
              <input
                type="checkbox"
                checked={preference.enabled}
                onChange={(event) =>
                  void update.trigger({ preferences: [{ kind: preference.kind, enabled: event.target.checked }] })
                }
                className="mt-0.5 size-5 shrink-0 accent-fairway-700"
              />
              <span>
                {preference.title}
                <span className="block text-sm text-stone-600">{preference.detail}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </Section>
  );
}
