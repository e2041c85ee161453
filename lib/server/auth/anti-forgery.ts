import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { XSRF_COOKIE, XSRF_HEADER } from "@/lib/xsrf";
import { env } from "../env";
import { AppError } from "../errors";
import { isSecureRequest, ownOrigins } from "./request-origin";

const CROSS_SITE_MESSAGE =
  "This request came from another website, so it was refused. Use Sweeps itself to make changes.";
const MISSING_TOKEN_MESSAGE = "This request is missing its anti-forgery token. Reload the page and try again.";

const signatureOf = (nonce: string, holder: string) =>
  createHmac("sha256", env.NEXTAUTH_SECRET ?? "")
    .update(`xsrf:${holder}:${nonce}`)
    .digest("base64url");

/**
 * Whose token a request may carry: the user id in its session cookie, or "" for a visitor without one. The token
 * is bound to it, so a genuine token that someone obtained for their own session (and planted in a victim's
 * browser, e.g. from a sibling subdomain, since the cookie has no __Host- prefix) fails for the victim's session.
 * Read from the signed session cookie without the database: the proxy mints with the same answer that a write is
 * checked against, whether or not the session is still live.
 */
export async function xsrfHolderOf(req: NextRequest): Promise<string> {
  const session = await getToken({ req, secret: env.NEXTAUTH_SECRET, secureCookie: isSecureRequest(req.headers) });
  return typeof session?.sub === "string" ? session.sub : "";
}

/**
 * A new anti-forgery token for a holder (xsrfHolderOf): a random nonce and an HMAC of both under the app's
 * secret. Only this server can make one, so a cookie planted with a made-up value fails too.
 */
export function mintXsrfToken(holder: string): string {
  const nonce = randomBytes(18).toString("base64url");
  return `${nonce}.${signatureOf(nonce, holder)}`;
}

export function isGenuineXsrfToken(token: string | null | undefined, holder: string): token is string {
  const [nonce, signature, ...rest] = (token ?? "").split(".");
  if (!nonce || !signature || rest.length > 0) return false;
  const expected = Buffer.from(signatureOf(nonce, holder));
  const actual = Buffer.from(signature);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The cookie's attributes: SameSite=Strict (no other site's page sends it), Secure over HTTPS, and readable by the
 * page's script, which must echo it.
 */
export const xsrfCookieOptions = (req: NextRequest) =>
  ({ path: "/", sameSite: "strict", secure: isSecureRequest(req.headers) }) as const;

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
 *   one this server signed for this session. Bearer-token callers send no cookies, so nothing can be forged on their behalf.
 */
export async function assertWriteFromThisSite(req: NextRequest, via: "session" | "token" | null): Promise<void> {
  assertNotCrossSite(req);
  if (via === "token") return;
  const cookie = req.cookies.get(XSRF_COOKIE)?.value;
  const header = req.headers.get(XSRF_HEADER);
  if (!isGenuineXsrfToken(cookie, await xsrfHolderOf(req)) || header !== cookie)
    throw new AppError("forbidden", MISSING_TOKEN_MESSAGE);
}
