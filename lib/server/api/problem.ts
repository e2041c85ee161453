import "server-only";
import type { FieldError } from "@/lib/validation/field-messages";
import { ERROR_STATUS, type ErrorCode } from "../errors";
import { currentRequestId } from "../log/request-context";

const TITLES: Record<ErrorCode, string> = {
  invalid: "The request is not valid",
  unauthenticated: "Sign-in required",
  forbidden: "Not allowed",
  not_found: "Not found",
  method_not_allowed: "Method not allowed",
  request_timeout: "Request not received in time",
  conflict: "Conflict",
  too_large: "Request body too large",
  unsupported_media_type: "Unsupported body format",
  unprocessable: "Not possible as things stand",
  rate_limited: "Too many attempts",
  headers_too_large: "Request headers too large",
  unavailable: "Service unavailable",
  internal: "Something went wrong",
};

/** The documented error shape of every endpoint (RFC 9457 problem details). */
export type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  errors?: FieldError[];
  /** The request's id, as in its X-Request-Id header and on every log line it made: what an owner searches the log for. */
  requestId?: string;
};

/** Members a problem may carry beyond the standard ones (RFC 9457 §3.2), e.g. a conflict's current value. */
export type ProblemExtensions = Record<string, unknown>;

export function problemResponse(
  code: ErrorCode,
  detail: string,
  options: { errors?: FieldError[]; headers?: Record<string, string>; extensions?: ProblemExtensions } = {},
): Response {
  const status = ERROR_STATUS[code];
  const body: Problem = { ...options.extensions, type: `/problems/${code}`, title: TITLES[code], status, detail, code };
  if (options.errors?.length) body.errors = options.errors;
  const requestId = currentRequestId();
  if (requestId) body.requestId = requestId;
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/problem+json", "cache-control": "no-store", ...options.headers },
  });
}
