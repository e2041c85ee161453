import { listEventCards, listEventEntries, listEventGroups, listEvents } from "@/lib/contracts/routes/events";
import type { EntryDto } from "@/lib/validation/entries";
import type { EventCardDto, EventSummaryDto } from "@/lib/validation/events";
import { cacheKey, fetcherOf } from "./api-client";
import { useServerData } from "./use-server-data";

export const eventListKey = () => cacheKey(listEvents, undefined);
const eventGroupsKey = (eventId: string) => cacheKey(listEventGroups, { eventId });
const eventEntriesKey = (eventId: string) => cacheKey(listEventEntries, { eventId });
const eventCardsKey = (eventId: string) => cacheKey(listEventCards, { eventId });

// The server page's data is the fallback, so the first paint needs no fetch; SWR keeps the list current after.

export const useEventList = (fallbackData: EventSummaryDto[]) =>
  useServerData(eventListKey(), fetcherOf(listEvents), fallbackData);

export const useEventGroups = (eventId: string, fallbackData: EntryDto[]) =>
  useServerData(eventGroupsKey(eventId), fetcherOf(listEventGroups), fallbackData);

export const useEventEntries = (eventId: string, fallbackData: EntryDto[]) =>
  useServerData(eventEntriesKey(eventId), fetcherOf(listEventEntries), fallbackData);

/** Scores come in while a round is played, so the cards are read again every minute while the page is open. */
export const useEventCards = (eventId: string, fallbackData: EventCardDto[]) =>
  useServerData(eventCardsKey(eventId), fetcherOf(listEventCards), fallbackData, { refreshInterval: 60_000 });
