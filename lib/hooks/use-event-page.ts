import useSWR from "swr";
import { listCourses } from "@/lib/contracts/routes/courses";
import { getCloseCheck, getEvent, listEventCards } from "@/lib/contracts/routes/events";
import type { CloseCheckDto } from "@/lib/validation/close-check";
import type { CourseDto } from "@/lib/validation/courses";
import type { EventCardDto, EventDto } from "@/lib/validation/events";
import { type ApiError, cacheKey, fetcherOf } from "./api-client";
import { useServerData } from "./use-server-data";

export const eventKey = (eventId: string) => cacheKey(getEvent, { eventId });
export const eventCardsKey = (eventId: string) => cacheKey(listEventCards, { eventId });
export const closeCheckKey = (eventId: string) => cacheKey(getCloseCheck, { eventId });
const sweepCoursesKey = (sweepId: string) =>
  `${cacheKey(listCourses, undefined)}?sweepId=${encodeURIComponent(sweepId)}`;

/** The event page's one read; the server page's data is the fallback, so the first paint needs no fetch. */
export const useEvent = (eventId: string, fallbackData: EventDto) =>
  useServerData<EventDto>(eventKey(eventId), fetcherOf(getEvent), fallbackData);

export const useEventCards = (eventId: string, fallbackData: EventCardDto[]) =>
  useServerData<EventCardDto[]>(eventCardsKey(eventId), fetcherOf(listEventCards), fallbackData);

/** Admins' list of the cards needing a decision before closing; null for members, who are not given it. */
export const useCloseCheck = (eventId: string, fallbackData: CloseCheckDto | null) =>
  useServerData<CloseCheckDto>(
    fallbackData ? closeCheckKey(eventId) : null,
    fetcherOf(getCloseCheck),
    fallbackData ?? undefined,
  );

/** The create form's course list, read by the client (docs/screens-and-api.md#error-messages says what the form shows when this read fails). */
export const useSweepCourses = (sweepId: string) =>
  useSWR<CourseDto[], ApiError>(sweepCoursesKey(sweepId), fetcherOf(listCourses), { revalidateOnFocus: false });
