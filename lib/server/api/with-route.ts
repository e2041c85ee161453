import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import type { BodyOf, EndpointContract, HeadersOf, ParamsOf, QueryOf, ResponseOf } from "@/lib/contracts/endpoint";
import { assertWriteFromThisSite } from "../auth/anti-forgery";
import { authenticateRequest, type RequestUser } from "../auth/request-user";
import { takeWriteAllowance } from "../auth/write-limits";
import { issuesOfFittingShape, zodFieldErrors } from "@/lib/validation/field-errors";
import { AppError } from "../errors";
import { logger } from "../log/logger";
import { inRequestContext } from "../log/request-context";
import { timed, withServerTiming } from "../log/server-timing";
import { serverMetrics } from "../metrics/registry";
import { conditionalJson } from "./etag";
import { errorToResponse } from "./map-error";
import { readBodyText } from "./request-body";

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

export type HandlerInput<C extends EndpointContract> = {
  req: NextRequest;
  params: ParamsOf<C>;
  query: QueryOf<C>;
  headers: HeadersOf<C>;
  body: BodyOf<C>;
  user: C["access"] extends "public" ? RequestUser | null : RequestUser;
};

/** What a handler returns: the declared response's data (nothing for a 204), or a Response of its own. */
type HandlerResult<C extends EndpointContract> =
  (C["response"]["status"] extends 204 ? void : ResponseOf<C>) | Response;

/** A route handler as Next calls it, carrying the contract it serves (read by the OpenAPI generator and tests). */
export type RouteHandler<C extends EndpointContract = EndpointContract> = ((
  req: NextRequest,
  context: RouteContext,
) => Promise<Response>) & {
  contract: C;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The one wrapper around every route handler, bound to the endpoint's declared contract: authenticate (401),
 * refuse cross-site writes (403), parse path params (404), query and body (400; a body must be JSON: 415, and
 * at most MAX_BODY_BYTES or the contract's maxBodyBytes: 413), count a write against the caller's limit (429; a request refused as malformed has
 * cost nothing and is not counted), run, and answer the declared status with the handler's data (304 when an
 * `etag` contract's data is unchanged),
 * or map the error once. Each request is timed by its route pattern and logged in one line under its id. Handlers
 * authorize on their first line with a guard of lib/server/auth/guards.ts; the authorization suite checks that what
 * they enforce is the contract's declared access.
 */
export function withRoute<const C extends EndpointContract>(
  contract: C,
  handler: (input: HandlerInput<C>) => Promise<HandlerResult<C>>,
): RouteHandler<C> {
  const route = (req: NextRequest, context: RouteContext): Promise<Response> =>
    inRequestContext(req.headers, async () => {
      const startedAt = performance.now();
      const response = await withServerTiming(() => answer(req, context));
      const seconds = (performance.now() - startedAt) / 1000;
      const status = String(response.status);
      serverMetrics().requestDuration.observe({ method: req.method, route: contract.path, status }, seconds);
      logger.info(
        { method: req.method, route: contract.path, status: response.status, ms: Math.round(seconds * 1000) },
        "request",
      );
      return response;
    });
  const answer = async (req: NextRequest, context: RouteContext): Promise<Response> => {
    try {
      const user = await timed("authenticate", () => authenticateRequest(req));
      if (!SAFE_METHODS.has(req.method))
        await timed("anti-forgery", () => assertWriteFromThisSite(req, user?.credential.via ?? null));
      assertAccess(contract, user);
      const input = await timed(
        "parse",
        async () =>
          ({
            req,
            user,
            params: parse(contract.params, await context.params, "path"),
            query: parse(contract.query, Object.fromEntries(req.nextUrl.searchParams), "query"),
            headers: parse(contract.headers, Object.fromEntries(req.headers), "header"),
            body: contract.body
              ? parse(contract.body, await readJsonBody(req, contract.maxBodyBytes), "body")
              : undefined,
          }) as HandlerInput<C>,
      );
      if (user && contract.method !== "GET")
        await timed("write-limit", () => takeWriteAllowance(user.id, contract.rateLimit ?? "write"));
      const result = await timed("handler", () => handler(input));
      return result instanceof Response ? result : await timed("respond", async () => respond(contract, result, req));
    } catch (error) {
      return errorToResponse(error);
    }
  };
  return Object.assign(route, { contract });
}

function assertAccess(contract: EndpointContract, user: RequestUser | null): void {
  if (contract.access === "public") return;
  if (!user) throw new AppError("unauthenticated", "Please sign in to do this.");
  if (contract.access === "session" && user.credential.via !== "session") {
    throw new AppError("forbidden", "Sign in to the app to do this: API tokens cannot manage passwords or tokens.");
  }
}

function respond(contract: EndpointContract, data: unknown, req: NextRequest): Response {
  const { status } = contract.response;
  if (status === 204) return new Response(null, { status, headers: { "cache-control": "no-store" } });
  if (contract.etag) return conditionalJson(data, status, req.headers.get("if-none-match"));
  return Response.json(data, { status, headers: { "cache-control": "no-store" } });
}

function parse<T>(
  schema: z.ZodType<T> | undefined,
  value: unknown,
  where: "path" | "query" | "header" | "body",
): T | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  if (where === "path") throw new AppError("not_found", "The address names something that does not exist.");
  if (where === "header")
    throw new AppError("invalid", "A request header is not valid.", { fieldErrors: zodFieldErrors(result.error) });
  const issues = issuesOfFittingShape(result.error, value);
  throw new AppError("invalid", invalidDetail(schema, issues), { fieldErrors: zodFieldErrors({ issues }) });
}

/** A body with fields the call does not take names them and the fields it does: such a client sent another shape. */
function invalidDetail(schema: z.ZodType, issues: readonly z.core.$ZodIssue[]): string {
  const unknown = issues.flatMap((issue) =>
    issue.code === "unrecognized_keys" && issue.path.length === 0 ? issue.keys : [],
  );
  // A body of none of the shapes a call takes: the union's own message names them.
  const noShape = issues.find((issue) => issue.code === "invalid_union" && issue.path.length === 0);
  if (noShape) return noShape.message;
  const [only, ...others] = issues;
  // A check of the body as a whole (a write that carries no change) wrote its sentence for the person reading it.
  if (unknown.length === 0 && only?.code === "custom" && others.length === 0) return only.message;
  if (unknown.length === 0 || !(schema instanceof z.ZodObject)) return "Some fields are not valid.";
  const quoted = (keys: readonly string[]) => keys.map((key) => `"${key}"`).join(", ");
  return `This call does not take ${quoted(unknown)}; it takes ${quoted(Object.keys(schema.shape))}.`;
}

async function readJsonBody(req: NextRequest, limit: number | undefined): Promise<unknown> {
  const contentType = req.headers.get("content-type") ?? "";
  const text = await readBodyText(req, limit);
  if (text.trim() === "") return {};
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new AppError("unsupported_media_type", "Send the request body as JSON, with Content-Type: application/json.");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid", "The request body is not valid JSON.");
  }
}
