import { createCalendarFeed, getCalendarFeedStatus, revokeCalendarFeed } from "@/lib/contracts/routes/calendar";
import type { CalendarFeedStatusDto } from "@/lib/validation/calendar";
import { cacheKey, fetcherOf } from "./api-client";
import { useServerData } from "./use-server-data";
import { useApiMutation } from "./use-api-mutation";

const feedKey = cacheKey(getCalendarFeedStatus, undefined);

/** Whether the signed-in user's private calendar feed is on; the profile page's data is the fallback. */
export const useCalendarFeedStatus = (fallbackData: CalendarFeedStatusDto) =>
  useServerData(feedKey, fetcherOf(getCalendarFeedStatus), fallbackData);

export const useCreateCalendarFeed = () => useApiMutation(createCalendarFeed, { revalidate: [feedKey] });

export const useRevokeCalendarFeed = () => useApiMutation(revokeCalendarFeed, { revalidate: [feedKey] });
