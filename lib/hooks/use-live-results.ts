import { getEventMatches, getEventResults } from "@/lib/contracts/routes/results";
import { cacheKey, fetcherOf } from "@/lib/hooks/api-client";
import { useLiveEvent } from "@/lib/hooks/use-live-event";
import { useServerData } from "@/lib/hooks/use-server-data";
import type { EventResultsDto, VirtualMatchPlayDto } from "@/lib/validation/results";

const resultsKey = (eventId: string) => cacheKey(getEventResults, { eventId });
const matchesKey = (eventId: string) => cacheKey(getEventMatches, { eventId });

const LIVE_OPTIONS = { keepPreviousData: true, revalidateOnMount: false } as const;

/**
 * An event's results, provisional and following the scores until the event is closed (and refetched when it is
 * closed or reopened). The server page's data is shown first; the stream's "ready" refetches once connected.
 */
export function useLiveResults(initial: EventResultsDto) {
  const key = resultsKey(initial.id);
  const { refreshInterval } = useLiveEvent(initial.id, () => [key]);
  const { data = initial } = useServerData(key, fetcherOf(getEventResults), initial, {
    ...LIVE_OPTIONS,
    refreshInterval,
  });
  return data;
}

/** Virtual match play, kept live the same way while the field is still out. */
export function useLiveMatches(initial: VirtualMatchPlayDto) {
  const key = matchesKey(initial.event.id);
  const { refreshInterval } = useLiveEvent(initial.event.id, () => [key]);
  const { data = initial } = useServerData(key, fetcherOf(getEventMatches), initial, {
    ...LIVE_OPTIONS,
    refreshInterval,
  });
  return data;
}
