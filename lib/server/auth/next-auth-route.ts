import "server-only";
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import {
  isKnownSignInErrorCode,
  SIGN_IN_LOCKED,
  SIGN_IN_LOCKED_MESSAGE,
  SIGN_IN_WINDOW_MINUTES,
  signInErrorMessage,
} from "@/lib/sign-in-errors";
import { errorToResponse } from "../api/map-error";
import { problemResponse } from "../api/problem";
import { readBodyText } from "../api/request-body";
import { AppError, type ErrorCode } from "../errors";
import { inRequestContext } from "../log/request-context";
import { assertNotCrossSite } from "./anti-forgery";
import { CREDENTIALS_PROVIDER_ID } from "./client-configuration";
import { authOptionsFor } from "./options";
import { OIDC_PROVIDER_ID, oidcProvider } from "./oidc-provider";

type Context = { params: Promise<{ nextauth?: string[] }> };

const PROVIDERS = new Set([CREDENTIALS_PROVIDER_ID, ...(oidcProvider ? [OIDC_PROVIDER_ID] : [])]);
const OAUTH_PROVIDERS = new Set(oidcProvider ? [OIDC_PROVIDER_ID] : []);

/** The endpoints of next-auth this app uses, by method: action → whether a provider id follows. */
const ENDPOINTS: Record<string, Record<string, "none" | "any" | "oauth">> = {
  GET: {
    session: "none",
    csrf: "none",
    providers: "none",
    signin: "none",
    signout: "none",
    error: "none",
    callback: "oauth",
  },
  POST: { session: "none", signout: "none", signin: "any", callback: "any" },
};
const ALLOW = "GET, HEAD, POST";

const STATUS_CODES: Record<number, ErrorCode> = {
  400: "invalid",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
};

function endpointExists(method: string, segments: string[]): boolean {
  const [action = "", provider, ...rest] = segments;
  const takes = ENDPOINTS[method]?.[action];
  if (!takes || rest.length > 0) return false;
  if (takes === "none") return provider === undefined;
  return provider !== undefined && (takes === "oauth" ? OAUTH_PROVIDERS : PROVIDERS).has(provider);
}

/**
 * next-auth reads any body whole, and answers a JSON body it cannot parse with an empty 500: a body beyond the
 * API's limit (413) or broken JSON (400) is refused first as the client's mistake.
 */
async function assertReadableBody(req: NextRequest): Promise<void> {
  const text = await readBodyText(req.clone());
  if (!req.headers.get("content-type")?.includes("application/json")) return;
  try {
    JSON.parse(text);
  } catch {
    throw new AppError("invalid", "The request body is not valid JSON.");
  }
}

/** An error redirect may carry only a code this app knows, never an exception's message. */
function withKnownErrorCode(target: string): { url: string; code: string | null } {
  const url = new URL(target, "http://placeholder.invalid");
  const code = url.searchParams.get("error");
  if (code === null) return { url: target, code: null };
  const known = isKnownSignInErrorCode(code) ? code : "Callback";
  url.searchParams.set("error", known);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return { url: url.origin === "http://placeholder.invalid" ? path : `${url.origin}${path}`, code: known };
}

/**
 * next-auth copies `?error=` into its error redirect's Location as it arrived, so a line break there made an
 * invalid header and a 500. The code is dropped before next-auth reads it unless this app knows it: the redirect
 * then carries the generic code, as any unknown code already did (withKnownErrorCode).
 */
function withoutUnknownErrorCode(req: NextRequest): NextRequest {
  const code = req.nextUrl.searchParams.get("error");
  if (code === null || isKnownSignInErrorCode(code)) return req;
  const url = req.nextUrl.clone();
  url.searchParams.delete("error");
  return new NextRequest(url, req);
}

/** A problem+json that keeps next-auth's `url` (where the form would have been sent) and its cookies. */
async function problemWithUrl(
  from: Response,
  code: ErrorCode,
  detail: string,
  url: string,
  headers?: Record<string, string>,
): Promise<Response> {
  const problem = problemResponse(code, detail, { headers });
  const body = { ...(await problem.json()), url };
  const answer = new Response(JSON.stringify(body), { status: problem.status, headers: problem.headers });
  for (const cookie of from.headers.getSetCookie()) answer.headers.append("set-cookie", cookie);
  return answer;
}

/**
 * Makes next-auth's answer follow the API's rules: error redirects carry known codes only; a failed sign-in
 * asked for as JSON (the login form) is a problem+json (401, or 429 when locked out) that still carries
 * next-auth's `url`; any other 4xx or 5xx is problem+json, with nothing of next-auth's text.
 */
async function conform(response: Response): Promise<Response> {
  const location = response.headers.get("location");
  if (location) {
    const { url } = withKnownErrorCode(location);
    const headers = new Headers(response.headers);
    headers.set("location", url);
    return new Response(null, { status: response.status, headers });
  }
  const contentType = response.headers.get("content-type") ?? "";
  if (contentType.startsWith("application/json")) {
    const payload = (await response
      .clone()
      .json()
      .catch(() => null)) as { url?: unknown } | null;
    if (typeof payload?.url === "string") {
      const { url, code } = withKnownErrorCode(payload.url);
      if (code === SIGN_IN_LOCKED) {
        return problemWithUrl(response, "rate_limited", SIGN_IN_LOCKED_MESSAGE, url, {
          "retry-after": String(SIGN_IN_WINDOW_MINUTES * 60),
        });
      }
      if (code)
        return problemWithUrl(
          response,
          response.status === 403 ? "forbidden" : "unauthenticated",
          signInErrorMessage(code),
          url,
        );
      if (new URL(url, "http://placeholder.invalid").searchParams.get("csrf") === "true") {
        return problemWithUrl(
          response,
          "forbidden",
          "This sign-in form has expired. Reload the page and try again.",
          url,
        );
      }
      return Response.json({ url }, { status: response.status, headers: response.headers });
    }
  }
  if (response.status < 400) return response;
  if (response.status >= 500)
    return problemResponse("internal", "Something went wrong on the server. Please try again in a moment.");
  return problemResponse(STATUS_CODES[response.status] ?? "invalid", "This sign-in request is not valid.");
}

/**
 * next-auth's endpoints (/api/auth/*), wrapped: only the endpoints the app uses (404 otherwise), cross-site
 * POSTs refused (next-auth's own CSRF token still applies), a malformed body is a 400, the cookies Secure
 * when the request came over HTTPS, and every answer conformed to the API's problem+json rules.
 */
export function handleNextAuth(req: NextRequest, context: Context): Promise<Response> {
  return inRequestContext(req.headers, () => answerNextAuth(req, context));
}

async function answerNextAuth(req: NextRequest, context: Context): Promise<Response> {
  try {
    const segments = (await context.params).nextauth ?? [];
    const method = req.method === "HEAD" ? "GET" : req.method;
    if (!endpointExists(method, segments))
      throw new AppError("not_found", "There is no sign-in endpoint at this address.");
    if (method === "POST") {
      // An identity provider may post its answer to callback/<provider> from its own site.
      if (!(segments[0] === "callback" && OAUTH_PROVIDERS.has(segments[1] ?? ""))) assertNotCrossSite(req);
      await assertReadableBody(req);
    }
    const nextAuth = NextAuth(authOptionsFor(req.headers));
    const request = method === "GET" ? withoutUnknownErrorCode(req) : req;
    return await conform(await nextAuth(request, { params: Promise.resolve({ nextauth: segments }) }));
  } catch (error) {
    return errorToResponse(error);
  }
}

export const methodNotAllowed = async (req: NextRequest): Promise<Response> =>
  inRequestContext(req.headers, () =>
    problemResponse("method_not_allowed", "Sign-in endpoints answer only GET and POST.", { headers: { allow: ALLOW } }),
  );
