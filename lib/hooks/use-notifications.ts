import {
  getNotificationPreferences,
  sendOwnerMessage,
  unsubscribe,
  updateNotificationPreferences,
} from "@/lib/contracts/routes/notifications";
import type { NotificationPreferencesDto } from "@/lib/validation/notifications";
import { cacheKey, fetcherOf } from "./api-client";
import { useServerData } from "./use-server-data";
import { updateCached, useApiMutation } from "./use-api-mutation";

const preferencesKey = cacheKey(getNotificationPreferences, undefined);

/** The signed-in user's email choices; the profile page's data is the fallback. */
export const useNotificationPreferences = (fallbackData: NotificationPreferencesDto) =>
  useServerData(preferencesKey, fetcherOf(getNotificationPreferences), fallbackData);

export const useUpdateNotificationPreferences = () =>
  useApiMutation(updateNotificationPreferences, {
    optimistic: (body) => [
      updateCached(preferencesKey, (current) => ({
        ...current,
        preferences: current.preferences.map((preference) => ({
          ...preference,
          enabled: body.preferences.find((change) => change.kind === preference.kind)?.enabled ?? preference.enabled,
        })),
      })),
    ],
  });

/** An email's one-click unsubscribe: the signed token is the whole permission. */
export const useUnsubscribe = () => useApiMutation(unsubscribe, {});

export const useSendOwnerMessage = (sweepId: string) => useApiMutation(sendOwnerMessage, { params: { sweepId } });
