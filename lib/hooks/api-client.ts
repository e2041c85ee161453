import type { RouteParamsOf, RouteResponseOf } from "@/lib/contracts/contract-of";
import { type EndpointRoute, endpointUrl } from "@/lib/contracts/endpoint";
import { type FieldError, type FieldErrors, firstMessageByField } from "@/lib/validation/field-messages";
import { readXsrfToken, XSRF_HEADER } from "@/lib/xsrf";

/**
 * How a call failed. "network" and "timeout" mean the outcome is unknown (the write may have landed and only the
 * answer was lost); "refused" is the server's real answer; "unexpected" is an answer this client cannot read.
 */
export type ApiErrorKind = "network" | "timeout" | "refused" | "unexpected";

/** A failed API call, carrying a sentence a person can act on and the server's per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    readonly kind: ApiErrorKind = "refused",
    /** The problem's extension members (e.g. a 409's `conflict`), for callers that act on them. */
    readonly extensions: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const OFFLINE_MESSAGE = "Could not reach the server. Check your signal and try again.";
export const TIMEOUT_MESSAGE = "The server took too long to answer. Check your signal and try again.";
export const UNEXPECTED_MESSAGE = "The server's answer could not be read. Reload the page and try again.";

/** Per attempt: generous for a weak signal, but a hung keep-alive socket must not spin a button forever. */
export const REQUEST_TIMEOUT_MS = 15_000;

type ProblemBody = { detail?: unknown; errors?: Array<{ field?: unknown; message?: unknown }> } & Record<
  string,
  unknown
>;

function problemError(status: number, payload: unknown): ApiError {
  const problem = (typeof payload === "object" && payload !== null ? payload : {}) as ProblemBody;
  const listed = Array.isArray(problem.errors) ? problem.errors : [];
  const fieldErrors = firstMessageByField(
    listed.filter((error): error is FieldError => typeof error.field === "string" && typeof error.message === "string"),
  );
  const detail =
    typeof problem.detail === "string" ? problem.detail : `The server answered ${status}. Please try again.`;
  return new ApiError(status, detail, fieldErrors, "refused", problem);
}

type FetchOptions = {
  method?: string;
  body?: unknown;
  timeoutMs?: number;
  /** Extra request headers the operation declares (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
};

/** Browsers carry at most 64 KiB of keep-alive bodies at once, all pages together; a larger upload (a CSV import) is sent plainly. */
const KEEPALIVE_BODY_LIMIT = 8 * 1024;

/**
 * A write outlives the page that sent it: the page shows it at once ("You're in"), so the member may reload or move
 * on before it reaches the server, and a plain request is cancelled with its page.
 */
const outlivesThePage = (method: string, body: string | undefined) =>
  method !== "GET" && (body === undefined || new Blob([body]).size <= KEEPALIVE_BODY_LIMIT);

/**
 * The one way client code calls the app's API: JSON in and out, the anti-forgery header on writes and a timeout per
 * attempt. The answer is typed by the operation's contract and not parsed again: the server built it with that very
 * schema, and parsing here would make every phone download zod (bench/http/page-budgets.ts).
 */
export async function apiFetch<T = unknown>(path: string, options: FetchOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { ...options.headers, accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const xsrf = method === "GET" ? undefined : readXsrfToken(document.cookie);
  if (xsrf) headers[XSRF_HEADER] = xsrf;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(path, {
      method,
      headers,
      body,
      keepalive: outlivesThePage(method, body),
      signal: controller.signal,
    });
    // The body can stall as well as the headers, so it is read inside the same timeout.
    const text = response.status === 204 ? "" : await response.text();
    if (text) payload = JSON.parse(text);
  } catch (caught) {
    if (controller.signal.aborted) throw new ApiError(0, TIMEOUT_MESSAGE, {}, "timeout");
    if (caught instanceof SyntaxError) throw new ApiError(0, UNEXPECTED_MESSAGE, {}, "unexpected");
    throw new ApiError(0, OFFLINE_MESSAGE, {}, "network");
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw problemError(response.status, payload);
  return payload as T;
}

/** Calls one declared operation: its path filled from params, its query and body sent. */
export function callEndpoint<R extends EndpointRoute>(
  route: R,
  params: RouteParamsOf<R>,
  body?: unknown,
  headers?: Record<string, string>,
  query?: Record<string, string | undefined>,
): Promise<RouteResponseOf<R>> {
  const search = new URLSearchParams(
    Object.entries(query ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])),
  ).toString();
  const path = endpointUrl(route, params as Record<string, string> | undefined);
  const url = search ? `${path}?${search}` : path;
  return apiFetch<RouteResponseOf<R>>(url, { method: route.method, body, headers });
}

declare const cachedType: unique symbol;
/** An SWR key (an API path) that remembers the type of what is cached under it. */
export type CacheKey<T> = string & { readonly [cachedType]?: T };

/** The SWR key of a read operation: its URL. */
export const cacheKey = <R extends EndpointRoute>(route: R, params: RouteParamsOf<R>): CacheKey<RouteResponseOf<R>> =>
  endpointUrl(route, params as Record<string, string> | undefined);

/** SWR's fetcher for a read operation: the key is its URL; the route only types the answer. */
export const fetcherOf =
  <R extends EndpointRoute>(_route: R) =>
  (url: string) =>
    apiFetch<RouteResponseOf<R>>(url);
