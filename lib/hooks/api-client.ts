import { XSRF_COOKIE, XSRF_HEADER } from "@/lib/xsrf";

export type FieldErrors = Record<string, string>;

/** A failed API call, carrying the server's problem+json message and per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

function readCookie(name: string): string | undefined {
  return document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

const OFFLINE_MESSAGE = "Could not reach the server. Check your signal and try again.";

/** The one way client code calls the app's API: JSON in and out, anti-forgery header on writes. */
export async function apiFetch<T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const xsrf = readCookie(XSRF_COOKIE);
  if (method !== "GET" && xsrf) headers[XSRF_HEADER] = decodeURIComponent(xsrf);
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  } catch {
    throw new ApiError(0, OFFLINE_MESSAGE);
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const problem = (payload ?? {}) as { detail?: string; errors?: Array<{ field: string; message: string }> };
    const fieldErrors = Object.fromEntries((problem.errors ?? []).map((error) => [error.field, error.message]));
    throw new ApiError(response.status, problem.detail ?? `The server answered ${response.status}.`, fieldErrors);
  }
  return payload as T;
}

/** SWR's fetcher: keys are API paths. */
export const swrFetcher = <T>(path: string) => apiFetch<T>(path);
