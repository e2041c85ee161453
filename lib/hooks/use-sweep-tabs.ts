import useSWR from "swr";
import { getOrderOfMerit } from "@/lib/contracts/routes/results";
import { listSweepEvents } from "@/lib/contracts/routes/sweeps";
import type { OrderOfMeritDto } from "@/lib/validation/results";
import type { SweepEventDto } from "@/lib/validation/sweeps";
import { type ApiError, cacheKey, fetcherOf } from "./api-client";

// The sweep's tabs that a page may leave unread until they are shown (sweep/details sends only the chosen tab's
// data): each is read once when first wanted, and not again on focus, since none changes while it is looked at.
const ONCE = { revalidateOnFocus: false, revalidateIfStale: false } as const;

/**
 * The order of merit, read only while `isWanted` (the page did not send it): the columns the table shows, as a page
 * sends them (lib/order-of-merit-lines.ts), since every event's points of ten seasons are over a megabyte.
 */
export const useOrderOfMerit = (
  sweepId: string,
  { isWanted, showAllEvents }: { isWanted: boolean; showAllEvents: boolean },
) =>
  useSWR<OrderOfMeritDto, ApiError>(
    isWanted ? `${cacheKey(getOrderOfMerit, { sweepId })}${showAllEvents ? "" : "?events=latest"}` : null,
    fetcherOf(getOrderOfMerit),
    ONCE,
  );

export const sweepEventsKey = (sweepId: string) => cacheKey(listSweepEvents, { sweepId });

/** Every event of the sweep, read only while `isWanted` (the page sent none, or only the latest ones). */
export const useSweepEvents = (sweepId: string, isWanted: boolean) =>
  useSWR<SweepEventDto[], ApiError>(isWanted ? sweepEventsKey(sweepId) : null, fetcherOf(listSweepEvents), ONCE);
