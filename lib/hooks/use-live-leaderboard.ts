import { useEffect, useState } from "react";
import { getLiveLeaderboard } from "@/lib/contracts/routes/results";
import { cacheKey, fetcherOf } from "@/lib/hooks/api-client";
import { useLiveEvent } from "@/lib/hooks/use-live-event";
import { useServerData } from "@/lib/hooks/use-server-data";
import type { EventLeaderboardDto } from "@/lib/validation/results";

export const eventLeaderboardKey = (eventId: string) => cacheKey(getLiveLeaderboard, { eventId });

/**
 * The event's leaderboard kept live: the stream brings it a moment after each burst of changes (a score anywhere
 * in the field, the close), and it is refetched only when changes may have been missed. The server page's data is
 * shown first; the stream's "ready" refetches once connected, so a mount-time fetch would only repeat it. While a
 * refetch runs the rows on screen stay (no blank table). `updatedAt`: when the board last arrived (pushed, fetched
 * or confirmed unchanged), null before the page has its own clock.
 */
export function useLiveLeaderboard(initial: EventLeaderboardDto) {
  const key = eventLeaderboardKey(initial.event.id);
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const { status, refreshInterval } = useLiveEvent(
    initial.event.id,
    (notice) => (notice.type === "resync" ? [key] : []),
    { leaderboardKey: key },
  );
  const { data = initial, error } = useServerData(key, fetcherOf(getLiveLeaderboard), initial, {
    keepPreviousData: true,
    revalidateOnMount: false,
    refreshInterval,
    onSuccess: () => setUpdatedAt(Date.now()),
  });
  // The server's render and each board the stream pushes arrive without a fetch of this page's own: they are
  // stamped once painted.
  useEffect(() => {
    const stamp = setTimeout(() => setUpdatedAt(Date.now()), 0);
    return () => clearTimeout(stamp);
  }, [data]);
  return { leaderboard: data, error, status, updatedAt };
}
