import type { Metadata, Route } from "next";
import { redirect } from "next/navigation";
import { NotificationPreferences } from "@/components/account/notification-preferences";
import { YourData } from "@/components/account/your-data";
import { ApiTokens } from "@/components/auth/api-tokens";
import { CalendarFeed } from "@/components/auth/calendar-feed";
import { ProfileForm } from "@/components/auth/profile-form";
import { GoBackButton } from "@/components/layout/go-back-button";
import { requirePageUser } from "@/lib/server/auth/session";
import { getAccount } from "@/lib/server/db/account";
import { listApiTokens } from "@/lib/server/db/api-tokens";
import { readCalendarFeedStatus } from "@/lib/server/db/calendar-feeds";
import { readNotificationPreferences } from "@/lib/server/db/notification-preferences";
import { db } from "@/lib/server/db/infra/client";
import { env } from "@/lib/server/env";
import { mailSettings } from "@/lib/server/notifications/mail-settings";

export const metadata: Metadata = { title: "Your profile" };

// Accounts from an identity provider with its own account page are managed there.
export default async function ProfilePage() {
  const user = await requirePageUser();
  const account = await getAccount(db, user.id);
  if (!account) redirect("/authentication/login");
  if (env.OIDC_PROFILE_URL && account.hasExternalIdentity && !account.hasPassword)
    redirect(env.OIDC_PROFILE_URL as Route);
  const [tokens, calendarFeed, notifications] = await Promise.all([
    listApiTokens(db, user.id),
    readCalendarFeedStatus(db, user.id),
    readNotificationPreferences(db, user.id, mailSettings() !== null),
  ]);
  return (
    <main className="mx-auto w-full max-w-2xl space-y-6 px-4 py-6">
      <GoBackButton />
      <h1 className="text-2xl font-bold tracking-tight">Your profile</h1>
      <ProfileForm account={account} />
      <CalendarFeed initialStatus={calendarFeed} />
      <NotificationPreferences initial={notifications} />
      <ApiTokens initialTokens={tokens} />
      <YourData email={account.email} />
    </main>
  );
}
