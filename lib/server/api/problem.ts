import "server-only";
import { ERROR_STATUS, type ErrorCode, type FieldError } from "../errors";

const TITLES: Record<ErrorCode, string> = {
  invalid: "The request is not valid",
  unauthenticated: "Sign-in required",
  forbidden: "Not allowed",
  not_found: "Not found",
  method_not_allowed: "Method not allowed",
  conflict: "Conflict",
  unsupported_media_type: "Unsupported body format",
  rate_limited: "Too many attempts",
  unavailable: "Service unavailable",
  internal: "Something went wrong",
};

/** The documented error shape of every endpoint (RFC 9457 problem details). */
export type Problem = { type: string; title: string; status: number; detail: string; code: ErrorCode; errors?: FieldError[] };

export function problemResponse(
  code: ErrorCode,
  detail: string,
  options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
): Response {
  const status = ERROR_STATUS[code];
  const body: Problem = { type: `/problems/${code}`, title: TITLES[code], status, detail, code };
  if (options.errors?.length) body.errors = options.errors;
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/problem+json", "cache-control": "no-store", ...options.headers },
  });
}
