import useSWR from "swr";
import { getLiveLeaderboard } from "@/lib/contracts/results";
import { type ApiError, cacheKey, fetcherOf } from "@/lib/hooks/api-client";
import { useLiveEvent } from "@/lib/hooks/use-live-event";
import type { EventLeaderboardDto } from "@/lib/validation/results";

export const eventLeaderboardKey = (eventId: string) => cacheKey(getLiveLeaderboard, { eventId });

/**
 * The event's leaderboard kept live: the stream brings it a moment after each burst of changes (a score anywhere
 * in the field, the close), and it is refetched only when changes may have been missed. The server page's data is
 * shown first; the stream's "ready" refetches once connected, so a mount-time fetch would only repeat it. While a
 * refetch runs the rows on screen stay (no blank table).
 */
export function useLiveLeaderboard(initial: EventLeaderboardDto) {
  const key = eventLeaderboardKey(initial.event.id);
  const { status, refreshInterval } = useLiveEvent(
    initial.event.id,
    (notice) => (notice.type === "resync" ? [key] : []),
    { leaderboardKey: key },
  );
  const { data = initial, error } = useSWR<EventLeaderboardDto, ApiError>(key, fetcherOf(getLiveLeaderboard), {
    fallbackData: initial,
    keepPreviousData: true,
    revalidateOnMount: false,
    refreshInterval,
  });
  return { leaderboard: data, error, status };
}
