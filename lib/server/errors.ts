import "server-only";
import type { FieldError } from "@/lib/validation/field-messages";

export const ERROR_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  // Answered by scripts/next-server.mjs, before Next sees the request: a request that did not arrive in time.
  request_timeout: 408,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  // Answered by scripts/next-server.mjs: a request line and headers beyond Node's 16 kB.
  headers_too_large: 431,
  unavailable: 503,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type AppErrorOptions = {
  /** The fields at fault, each with what to change. */
  fieldErrors?: FieldError[];
  headers?: Record<string, string>;
  /** Problem members beyond the standard ones, e.g. `conflict` with a score's current value. */
  extensions?: Record<string, unknown>;
};

/** An error meant for the client: its message is shown to a person, so it says what to do. */
export class AppError extends Error {
  override name = "AppError";
  readonly fieldErrors?: FieldError[];
  readonly headers?: Record<string, string>;
  readonly extensions?: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    { fieldErrors, headers, extensions }: AppErrorOptions = {},
  ) {
    super(message);
    this.fieldErrors = fieldErrors;
    this.headers = headers;
    this.extensions = extensions;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} was not found.`);
