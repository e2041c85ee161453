import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import type { UserIdentity } from "@/lib/server/db/users";

type RouteHandler = (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type Caller =
  | { kind: "anonymous" }
  | { kind: "session"; user: UserIdentity; xsrf?: "matching" | "missing" | "wrong" }
  | { kind: "token"; token: string };

const SESSION_COOKIE = "next-auth.session-token";
const XSRF_VALUE = "test-xsrf-token";

async function sessionCookie(user: UserIdentity): Promise<string> {
  const token = await encode({
    token: { sub: user.id, playerId: user.playerId, name: user.name, email: user.email },
    secret: process.env.NEXTAUTH_SECRET ?? "",
  });
  return `${SESSION_COOKIE}=${token}`;
}

/** Calls an exported route handler as Next would, authenticated the way a browser or a script would be. */
export async function callRoute(
  handler: RouteHandler,
  options: { method?: string; path: string; params?: Record<string, string>; body?: unknown; as?: Caller },
): Promise<Response> {
  const headers = new Headers();
  const caller = options.as ?? { kind: "anonymous" };
  if (caller.kind === "session") {
    const cookies = [await sessionCookie(caller.user)];
    if (caller.xsrf !== "missing") cookies.push(`XSRF-TOKEN=${XSRF_VALUE}`);
    headers.set("cookie", cookies.join("; "));
    if (caller.xsrf !== "missing") headers.set("x-xsrf-token", caller.xsrf === "wrong" ? "forged" : XSRF_VALUE);
  }
  if (caller.kind === "token") headers.set("authorization", `Bearer ${caller.token}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const req = new NextRequest(new URL(options.path, "http://localhost:3000"), {
    method: options.method ?? "GET",
    headers,
    body,
  });
  return handler(req, { params: Promise.resolve(options.params ?? {}) });
}

export async function readProblem(response: Response) {
  expectContentType(response, "application/problem+json");
  return (await response.json()) as { status: number; code: string; detail: string; errors?: Array<{ field: string; message: string }> };
}

function expectContentType(response: Response, type: string): void {
  const actual = response.headers.get("content-type") ?? "";
  if (!actual.startsWith(type)) throw new Error(`Expected ${type}, got ${actual} (status ${response.status})`);
}
