import useSWR, { type SWRConfiguration, type SWRResponse, useSWRConfig } from "swr";
import type { ApiError } from "./api-client";

/** Cache entries written from a server page's data and not yet touched by SWR: nothing newer has been read since. */
const seededFromPage = new WeakSet<object>();

/**
 * useSWR over data the server page already rendered. The data is written into SWR's cache before the first read
 * rather than only shown as a fallback: a write's optimistic change (lib/hooks/use-api-mutation.ts) applies to what
 * is cached, so with a fallback alone a tap made before the first background read answers (one bar of signal)
 * would show nothing until the server replied. When the page's data is what the cache holds, the mount does not read
 * it again (on a phone, the Members page's list twice over); a mount over data cached earlier (back to a page seen
 * before) reads as usual, and so do focus, reconnection and intervals, as SWR's options say.
 */
export function useServerData<T>(
  key: string | null,
  fetcher: (key: string) => Promise<T>,
  initial: T,
  options?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> & { data: T };
export function useServerData<T>(
  key: string | null,
  fetcher: (key: string) => Promise<T>,
  initial: T | undefined,
  options?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError>;
export function useServerData<T>(
  key: string | null,
  fetcher: (key: string) => Promise<T>,
  initial: T | undefined,
  options: SWRConfiguration<T, ApiError> = {},
): SWRResponse<T, ApiError> {
  const { cache } = useSWRConfig();
  // Only in the browser: on the server SWR's cache is one map shared by every request, so a page's data written
  // there would be served to the next visitor of that page.
  const inBrowser = typeof window !== "undefined";
  if (inBrowser && key !== null && initial !== undefined && cache.get(key)?.data === undefined) {
    const seeded = { data: initial };
    seededFromPage.add(seeded);
    cache.set(key, seeded);
  }
  // SWR replaces the entry with a new object whenever it changes it, mounting included.
  const entry = key === null ? undefined : cache.get(key);
  const fresh = entry !== undefined && seededFromPage.has(entry);
  return useSWR<T, ApiError>(key, fetcher, {
    revalidateOnMount: fresh ? false : undefined,
    ...options,
    fallbackData: initial,
  });
}
