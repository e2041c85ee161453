import { useRouter } from "next/navigation";
import { useId, useRef } from "react";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import type { RouteBodyOf, RouteParamsOf, RouteResponseOf } from "@/lib/contracts/contract-of";
import type { EndpointRoute } from "@/lib/contracts/endpoint";
import type { FieldErrors } from "@/lib/validation/field-messages";
import { ApiError, type CacheKey, callEndpoint } from "./api-client";

/** A change shown at once under one SWR key while the write runs, and undone if the write fails. */
export type OptimisticUpdate = { key: string; update: (current: unknown) => unknown };

/** Typed by the key: `updateCached(memberDetailKey(...), (member) => ({ ...member, isAdmin }))`. */
export const updateCached = <T>(key: CacheKey<T>, update: (current: T) => T): OptimisticUpdate => ({
  key,
  // Nothing cached yet (the view was never opened): there is nothing to show early.
  update: (current) => (current === undefined ? current : update(current as T)),
});

export type MutationResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

type Options<C extends EndpointRoute> = {
  /** Shown at once for this body, rolled back if the write fails. */
  optimistic?: (body: RouteBodyOf<C>) => OptimisticUpdate[];
  /** The SWR keys this write changes, read again after it (the optimistic keys are read again too). */
  revalidate?: readonly string[];
  /** The write changes something server-rendered (the sweep header's counts), so the page's server part is fetched again. */
  refreshPage?: boolean;
  /** The operation's query parameters, as of the latest render (a withdrawal's reason). */
  query?: Record<string, string | undefined>;
} & (RouteParamsOf<C> extends undefined ? { params?: undefined } : { params: RouteParamsOf<C> });

type Trigger<C extends EndpointRoute> =
  RouteBodyOf<C> extends undefined
    ? () => Promise<MutationResult<RouteResponseOf<C>>>
    : (body: RouteBodyOf<C>) => Promise<MutationResult<RouteResponseOf<C>>>;

export type ApiMutation<C extends EndpointRoute> = {
  /** Runs the write; never throws. While one runs, another call answers with the same result instead of writing twice. */
  trigger: Trigger<C>;
  isMutating: boolean;
  error: ApiError | undefined;
  fieldErrors: FieldErrors;
  reset: () => void;
};

const NO_FIELD_ERRORS: FieldErrors = Object.freeze({});

const asApiError = (caught: unknown) =>
  caught instanceof ApiError ? caught : new ApiError(0, "Something went wrong. Please try again.", {}, "unexpected");

/**
 * The one way a component writes: the declared operation with typed path params and body, its answer parsed,
 * busy and error state, optimistic data rolled back on failure, and the views it changes read again.
 * No retries here: a retried write is safe only with an idempotency key (docs/live-scoring.md#idempotency-keys).
 */
export function useApiMutation<C extends EndpointRoute>(route: C, options: Options<C>): ApiMutation<C> {
  const { mutate } = useSWRConfig();
  const router = useRouter();
  const id = useId();
  const inFlight = useRef<Promise<MutationResult<RouteResponseOf<C>>> | null>(null);

  const write = async (_key: unknown, { arg: body }: { arg: RouteBodyOf<C> }): Promise<RouteResponseOf<C>> => {
    const request = callEndpoint(route, options.params as RouteParamsOf<C>, body, undefined, options.query);
    const optimistic = options.optimistic?.(body) ?? [];
    // Each key rolls back by itself when the request fails; they settle before anything is read back, because SWR
    // discards a read that overlaps a running mutation of its key.
    const shown = Promise.all(
      optimistic.map(({ key, update }) =>
        mutate(key, request, {
          optimisticData: update,
          rollbackOnError: true,
          populateCache: false,
          revalidate: false,
          throwOnError: false,
        }),
      ),
    );
    const affected = [...new Set([...optimistic.map(({ key }) => key), ...(options.revalidate ?? [])])];
    const readBack = () => Promise.all(affected.map((key) => mutate(key)));
    try {
      const data = await request;
      await shown;
      await readBack();
      if (options.refreshPage) router.refresh();
      return data;
    } catch (caught) {
      await shown;
      const error = asApiError(caught);
      // The answer was lost, not refused: the write may have landed, so show what the server now has.
      if (error.kind === "network" || error.kind === "timeout") void readBack();
      throw error;
    }
  };

  // A key of this hook's own: it never collides with the read keys (plain URLs) that SWR caches.
  const mutation = useSWRMutation([id, options.params] as const, write);
  // SWR types trigger by whether the body may be undefined, which a generic contract cannot tell it yet.
  const swrTrigger = mutation.trigger as unknown as (body: RouteBodyOf<C>) => Promise<RouteResponseOf<C>>;

  const trigger = (body?: RouteBodyOf<C>) => {
    inFlight.current ??= swrTrigger(body as RouteBodyOf<C>)
      .then((data): MutationResult<RouteResponseOf<C>> => ({ ok: true, data }))
      .catch((caught: unknown): MutationResult<RouteResponseOf<C>> => ({ ok: false, error: asApiError(caught) }))
      .finally(() => {
        inFlight.current = null;
      });
    return inFlight.current;
  };

  const error: ApiError | undefined = mutation.error;
  return {
    trigger: trigger as Trigger<C>,
    isMutating: mutation.isMutating,
    error,
    fieldErrors: error?.fieldErrors ?? NO_FIELD_ERRORS,
    reset: mutation.reset,
  };
}
