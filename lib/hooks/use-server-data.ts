import useSWR, { type SWRConfiguration, type SWRResponse, useSWRConfig } from "swr";
import type { ApiError } from "./api-client";

/**
 * useSWR over data the server page already rendered. The data is written into SWR's cache before the first read
 * rather than only shown as a fallback: a write's optimistic change (lib/hooks/use-api-mutation.ts) applies to what
 * is cached, so with a fallback alone a tap made before the first background read answers (one bar of signal)
 * would show nothing until the server replied. The usual read still follows, as SWR's options say.
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
  if (inBrowser && key !== null && initial !== undefined && cache.get(key)?.data === undefined)
    cache.set(key, { data: initial });
  return useSWR<T, ApiError>(key, fetcher, { ...options, fallbackData: initial });
}
