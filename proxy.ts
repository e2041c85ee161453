import { type NextRequest, NextResponse } from "next/server";
import { allowedMethodsFor } from "@/lib/server/api/allowed-methods";
import { problemResponse } from "@/lib/server/api/problem";
import { isGenuineXsrfToken, mintXsrfToken, xsrfCookieOptions, xsrfHolderOf } from "@/lib/server/auth/anti-forgery";
import { PATH_HEADER } from "@/lib/server/auth/path-header";
import { inRequestContext } from "@/lib/server/log/request-context";
import { XSRF_COOKIE } from "@/lib/xsrf";

const API_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const PAGE_METHODS = new Set(["GET", "HEAD"]);

function contentSecurityPolicy(nonce: string): string {
  const isDev = process.env.NODE_ENV === "development";
  return [
    "default-src 'self'",
    // Next's hydration scripts carry this nonce; React needs eval only in development.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    // Inline style attributes (charts, positioning) cannot carry a nonce.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The scoring pages' service worker (app/sw.ts); 'strict-dynamic' above would otherwise refuse it.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const isApiPath = (pathname: string) =>
  pathname.startsWith("/api/") || pathname.startsWith("/_configuration/") || pathname === "/weatherforecast";

/**
 * Methods nothing here answers (PROPFIND, TRACE, a write to a page, or a method an endpoint does not declare) are
 * refused before routing: Next would answer route handlers with an empty 400 or 405 and pages unpredictably.
 */
function refuseUnknownMethod(request: NextRequest): Response | null {
  const api = isApiPath(request.nextUrl.pathname);
  const allowed = api ? new Set(allowedMethodsFor(request.nextUrl.pathname) ?? API_METHODS) : PAGE_METHODS;
  if (allowed.has(request.method)) return null;
  const detail = `This address does not answer ${request.method.slice(0, 20)} requests.`;
  const allow = [...allowed].join(", ");
  if (api) return problemResponse("method_not_allowed", detail, { headers: { allow } });
  return new Response(detail, { status: 405, headers: { allow, "content-type": "text/plain; charset=utf-8" } });
}

/**
 * For every page: a fresh CSP nonce, the request's path for page guards' returnUrl, and the anti-forgery
 * cookie that the app's own requests echo in X-XSRF-TOKEN. For the API the method check, and the cookie renewed
 * for a client that keeps cookies. Authorization is never decided here.
 */
export async function proxy(request: NextRequest) {
  const refusal = inRequestContext(request.headers, () => refuseUnknownMethod(request));
  if (refusal) return refusal;
  if (isApiPath(request.nextUrl.pathname)) {
    const response = NextResponse.next();
    // A client that keeps cookies (a browser, a spec client) gets its token for the session it has just signed in to.
    if (request.headers.has("cookie")) await refreshXsrfCookie(request, response);
    return response;
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(nonce);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  requestHeaders.set(PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", csp);
  await refreshXsrfCookie(request, response);
  return response;
}

/** A new anti-forgery cookie when the request has none that is genuine for its session (signed in or out since). */
async function refreshXsrfCookie(request: NextRequest, response: NextResponse): Promise<void> {
  const holder = await xsrfHolderOf(request);
  if (!isGenuineXsrfToken(request.cookies.get(XSRF_COOKIE)?.value, holder)) {
    response.cookies.set(XSRF_COOKIE, mintXsrfToken(holder), xsrfCookieOptions(request));
  }
}

export const config = {
  matcher: [
    {
      source: "/((?!api|_next/static|_next/image|favicon.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
    "/api/:path*",
    "/_configuration/:path*",
  ],
};
