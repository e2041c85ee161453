import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { expect } from "vitest";
import { errorToResponse } from "@/lib/server/api/map-error";
import { mintXsrfToken } from "@/lib/server/auth/anti-forgery";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { XSRF_COOKIE, XSRF_HEADER } from "@/lib/xsrf";

type RouteHandler = (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * How the caller carries the anti-forgery token, as a browser page of the app would ("matching"): none at all,
 * a header that differs from the cookie ("wrong"), a cookie and header of the same value that this server
 * never signed, as a site able to plant cookies would send ("planted"), or a genuine token of another session
 * planted the same way ("another-session").
 */
export type Xsrf = "matching" | "missing" | "wrong" | "planted" | "another-session";

export type Caller =
  | { kind: "anonymous"; xsrf?: Xsrf }
  // sessionVersion: the version the session token carries; by default the user's current one.
  | { kind: "session"; user: UserIdentity; xsrf?: Xsrf; sessionVersion?: number }
  | { kind: "token"; token: string };

const SESSION_COOKIE = "next-auth.session-token";
export const APP_ORIGIN = "http://localhost:3000";

export async function sessionToken(user: UserIdentity, sessionVersion?: number): Promise<string> {
  const version =
    sessionVersion ??
    (await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { sessionVersion: true } })).sessionVersion;
  return encode({
    token: { sub: user.id, playerId: user.playerId, name: user.name, email: user.email, sessionVersion: version },
    secret: process.env.NEXTAUTH_SECRET ?? "",
  });
}

/** holder: the session's user id, "" without a session (lib/server/auth/anti-forgery.ts binds tokens to it). */
function antiForgery(xsrf: Xsrf, holder: string): { cookie?: string; header?: string } {
  if (xsrf === "missing") return {};
  if (xsrf === "planted") return { cookie: "planted-by-another-site", header: "planted-by-another-site" };
  const token = mintXsrfToken(xsrf === "another-session" ? `another-${holder}` : holder);
  return { cookie: token, header: xsrf === "wrong" ? mintXsrfToken(holder) : token };
}

/**
 * Calls an exported route handler as Next would, authenticated the way a browser or a script would be.
 * `headers` adds or overrides request headers (Origin, Sec-Fetch-Site…).
 */
export async function callRoute(
  handler: RouteHandler,
  options: {
    method?: string;
    path: string;
    params?: Record<string, string>;
    body?: unknown;
    as?: Caller;
    headers?: Record<string, string>;
    /** Aborts as a client that goes away would (a closed tab ends its event stream). */
    signal?: AbortSignal;
  },
): Promise<Response> {
  const headers = new Headers();
  const caller = options.as ?? { kind: "anonymous" };
  const cookies: string[] = [];
  if (caller.kind === "session")
    cookies.push(`${SESSION_COOKIE}=${await sessionToken(caller.user, caller.sessionVersion)}`);
  if (caller.kind !== "token") {
    const { cookie, header } = antiForgery(caller.xsrf ?? "matching", caller.kind === "session" ? caller.user.id : "");
    if (cookie) cookies.push(`${XSRF_COOKIE}=${cookie}`);
    if (header) headers.set(XSRF_HEADER, header);
  }
  if (cookies.length > 0) headers.set("cookie", cookies.join("; "));
  if (caller.kind === "token") headers.set("authorization", `Bearer ${caller.token}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const req = new NextRequest(new URL(options.path, APP_ORIGIN), {
    method: options.method ?? "GET",
    headers,
    body,
    signal: options.signal,
  });
  return handler(req, { params: Promise.resolve(options.params ?? {}) });
}

export async function readProblem(response: Response) {
  expectContentType(response, "application/problem+json");
  return (await response.json()) as {
    status: number;
    code: string;
    detail: string;
    errors?: Array<{ field: string; message: string }>;
  };
}

function expectContentType(response: Response, type: string): void {
  const actual = response.headers.get("content-type") ?? "";
  if (!actual.startsWith(type)) throw new Error(`Expected ${type}, got ${actual} (status ${response.status})`);
}

/** The answer the API gives for what a failing database call threw: the one error mapper's, as withRoute sends it. */
export async function answerToFailure(failing: Promise<unknown>): Promise<Response> {
  const error = await failing.then(
    () => expect.unreachable("the query should have failed"),
    (thrown: unknown) => thrown,
  );
  return errorToResponse(error);
}
