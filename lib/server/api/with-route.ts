import type { NextRequest } from "next/server";
import { z } from "zod";
import { authenticateRequest, type RequestUser } from "../auth/request-user";
import { XSRF_COOKIE, XSRF_HEADER } from "@/lib/xsrf";
import { AppError } from "../errors";
import { errorToResponse, zodFieldErrors } from "./map-error";

type Schema<T> = z.ZodType<T>;
type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

type Input<P, Q, B> = { req: NextRequest; params: P; query: Q; body: B };

type RouteConfig<P, Q, B, A extends boolean> = {
  /** true (the default): a signed-in user or a valid bearer token is required. */
  auth?: A;
  params?: Schema<P>;
  query?: Schema<Q>;
  body?: Schema<B>;
};

type HandlerInput<P, Q, B, A extends boolean> = Input<P, Q, B> & {
  user: A extends false ? RequestUser | null : RequestUser;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The one wrapper around every route handler: authenticate (401), anti-forgery check on cookie-authenticated
 * writes (403), validate params (404), query and body (400) with zod, run, map errors once. Handlers authorize
 * on their first line with a guard of lib/server/auth/guards.ts (403). A handler returns data (sent as JSON,
 * 200) or a Response of its own.
 */
export function withRoute<P = undefined, Q = undefined, B = undefined, A extends boolean = true>(
  config: RouteConfig<P, Q, B, A>,
  handler: (input: HandlerInput<P, Q, B, A>) => Promise<unknown>,
) {
  return async (req: NextRequest, context: RouteContext): Promise<Response> => {
    try {
      const user = await authenticateRequest(req);
      if (config.auth !== false) {
        if (!user) throw new AppError("unauthenticated", "Please sign in to do this.");
        if (user.via === "session" && !SAFE_METHODS.has(req.method)) assertAntiForgery(req);
      }
      const input: Input<P, Q, B> = {
        req,
        params: parse(config.params, await context.params, "path"),
        query: parse(config.query, Object.fromEntries(req.nextUrl.searchParams), "query"),
        body: config.body ? parse(config.body, await readJson(req), "body") : (undefined as B),
      };
      const result = await handler({ ...input, user: user as HandlerInput<P, Q, B, A>["user"] });
      return result instanceof Response ? result : Response.json(result, { headers: { "cache-control": "no-store" } });
    } catch (error) {
      return errorToResponse(error);
    }
  };
}

function parse<T>(schema: Schema<T> | undefined, value: unknown, where: "path" | "query" | "body"): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message =
    where === "path" ? "The address names something that does not exist." : "Some fields are not valid.";
  throw new AppError(where === "path" ? "not_found" : "invalid", message, zodFieldErrors(result.error));
}

async function readJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid", "The request body is not valid JSON.");
  }
}

function assertAntiForgery(req: NextRequest): void {
  const cookie = req.cookies.get(XSRF_COOKIE)?.value;
  const header = req.headers.get(XSRF_HEADER);
  if (!cookie || header !== cookie) {
    throw new AppError("forbidden", "This request is missing its anti-forgery token. Reload the page and try again.");
  }
}
