import useSWR from "swr";
import { getEventLeaderboard } from "@/lib/contracts/results";
import { type ApiError, cacheKey, fetcherOf } from "@/lib/hooks/api-client";
import { useLiveEvent } from "@/lib/hooks/use-live-event";
import type { EventLeaderboardDto } from "@/lib/validation/results";

export const eventLeaderboardKey = (eventId: string) => cacheKey(getEventLeaderboard, { eventId });

/**
 * The event's leaderboard kept live: every change of the event (a score anywhere in the field, the close)
 * refetches it. The server page's data is shown first; the stream's "ready" refetches once connected, so a
 * mount-time fetch would only repeat it. While a refetch runs the rows on screen stay (no blank table).
 */
export function useLiveLeaderboard(initial: EventLeaderboardDto) {
  const key = eventLeaderboardKey(initial.event.id);
  const { status, refreshInterval } = useLiveEvent(initial.event.id, () => [key]);
  const { data = initial, error } = useSWR<EventLeaderboardDto, ApiError>(key, fetcherOf(getEventLeaderboard), {
    fallbackData: initial,
    keepPreviousData: true,
    revalidateOnMount: false,
    refreshInterval,
  });
  return { leaderboard: data, error, status };
}
