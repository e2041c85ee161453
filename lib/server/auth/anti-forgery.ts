import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { NextRequest } from "next/server";
import { SECURE_XSRF_COOKIE, XSRF_COOKIE, XSRF_HEADER } from "@/lib/xsrf";
import { env } from "../env";
import { AppError } from "../errors";
import { isSecureRequest, ownOrigins, type HeaderSource } from "./request-origin";

const CROSS_SITE_MESSAGE =
  "This request came from another website, so it was refused. Use Sweeps itself to make changes.";
const MISSING_TOKEN_MESSAGE = "This request is missing its anti-forgery token. Reload the page and try again.";

const signatureOf = (nonce: string) =>
  createHmac("sha256", env.NEXTAUTH_SECRET ?? "")
    .update(`xsrf:${nonce}`)
    .digest("base64url");

/**
 * A new anti-forgery token: a random nonce and its HMAC under the app's secret. Only this server can make
 * one, so a cookie planted by another site (or a sibling subdomain over HTTP) with a made-up value fails.
 */
export function mintXsrfToken(): string {
  const nonce = randomBytes(18).toString("base64url");
  return `${nonce}.${signatureOf(nonce)}`;
}

export function isGenuineXsrfToken(token: string | null | undefined): token is string {
  const [nonce, signature, ...rest] = (token ?? "").split(".");
  if (!nonce || !signature || rest.length > 0) return false;
  const expected = Buffer.from(signatureOf(nonce));
  const actual = Buffer.from(signature);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The cookie's name for this request: __Host- prefixed over HTTPS, where browsers enforce what it promises. */
export const xsrfCookieName = (headers: HeaderSource) => (isSecureRequest(headers) ? SECURE_XSRF_COOKIE : XSRF_COOKIE);

/**
 * Refuses a request that a browser says another site started: an Origin header naming another origin (or
 * "null"), or Sec-Fetch-Site other than same-origin or none (typed in, bookmarked). Requests without either
 * header do not come from a browser's page, so no one's cookies were borrowed for them.
 */
export function assertNotCrossSite(req: NextRequest): void {
  const origin = req.headers.get("origin");
  if (origin !== null && origin !== req.nextUrl.origin && !ownOrigins(req.headers).includes(origin)) {
    throw new AppError("forbidden", CROSS_SITE_MESSAGE);
  }
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none")
    throw new AppError("forbidden", CROSS_SITE_MESSAGE);
}

/**
 * Refuses a write (any method but GET/HEAD/OPTIONS) that a browser sent on behalf of another site:
 * - a cross-origin Origin header, or Sec-Fetch-Site other than same-origin/none, whoever the caller is;
 * - for callers with cookies (a session, or anonymous ones such as registration), a missing, forged or
 *   mismatched anti-forgery token: the X-XSRF-TOKEN header must equal the cookie, and the cookie must be
 *   one this server signed. Bearer-token callers send no cookies, so nothing can be forged on their behalf.
 */
export function assertWriteFromThisSite(req: NextRequest, via: "session" | "token" | null): void {
  assertNotCrossSite(req);
  if (via === "token") return;
  const cookie = req.cookies.get(xsrfCookieName(req.headers))?.value;
  const header = req.headers.get(XSRF_HEADER);
  if (!isGenuineXsrfToken(cookie) || header !== cookie) throw new AppError("forbidden", MISSING_TOKEN_MESSAGE);
}
