import { useSWRConfig } from "swr";
import { useLiveEvent } from "@/lib/hooks/use-live-event";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { scorecardKey } from "./use-live-scorecard";

/**
 * Keeps the cards on screen as the other phones change them (a marker's entry, a mismatch, a signature, a closed
 * event): one event stream for the page, whichever cards it shows, and a card read again when the stream says it
 * changed past the version on screen (this phone's own saves arrive with their answer), or, after a reconnection,
 * may have. What this phone typed and has not sent stays laid over it.
 */
export function useFollowedCards(eventId: string, cardIds: readonly string[]): void {
  const { cache } = useSWRConfig();
  useLiveEvent(eventId, (notice) => {
    if (notice.type !== "card") return cardIds.map(scorecardKey);
    if (!cardIds.includes(notice.cardId)) return [];
    const key = scorecardKey(notice.cardId);
    const shown = cache.get(key)?.data as ScorecardDto | undefined;
    return shown && shown.version >= notice.version ? [] : [key];
  });
}
