import type { z } from "zod";

/**
 * Who may call an endpoint. Sweep-scoped levels are enforced by the handler's guard on its first line; the
 * authorization suite calls every route as every kind of caller and fails when the enforced access differs.
 */
export type Access =
  | "public" // anyone
  | "user" // any signed-in user, by session cookie or API token
  | "session" // a signed-in user by session cookie only: account security is never in a script's hands
  | "member" // approved, current members of the sweep concerned (admins and the owner included)
  | "treasurer" // the sweep's treasurer, appointed by the owner, and its owner and admins: the money's books
  | "admin" // the sweep's owner and admins
  | "owner"; // the sweep's owner

/**
 * The per-user limit a write counts against; the numbers are in one table, lib/server/auth/write-limits.ts. Every
 * write counts against one: "write" unless its contract names another.
 */
export type WriteLimit = "scoring" | "create-sweep" | "create-token" | "write";
/** A limit counted per sweep, whoever writes: what a sweep sends to all its members. */
export type SweepLimit = "owner-message";

/**
 * Which of the API's two families an operation belongs to (the map is in ARCHITECTURE.md#route-families):
 * "spec", a call the product specification names, kept at its exact path because its clients use it; or
 * "extension", an operation Sweeps offers beyond it (courses, tokens, signatures, streams, exports, …).
 */
export type ApiFamily = "spec" | "extension";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Tag =
  | "Sweeps"
  | "Members"
  | "Handicaps"
  | "Players"
  | "Events"
  | "Courses"
  | "Scorecards"
  | "Results"
  | "Money"
  | "Account"
  | "System";

/**
 * One API operation, declared once: the route module binds it to its URL with withRoute, the OpenAPI document
 * is generated from the route modules, and client code calls it through the same object (typed path and
 * body, parsed response). Lives outside lib/server so that client code may import it.
 */
export type EndpointContract = {
  method: HttpMethod;
  /** The OpenAPI path template; parameter names are the route folder names ([sweepId] → {sweepId}). */
  path: string;
  family: ApiFamily;
  /** Other paths the spec gives this very operation (singular or plural); their route files re-export the handler. */
  aliases?: readonly string[];
  operationId: string;
  /**
   * The canonical operation that a spec call repeats under its own URL and body: the same effect and the same
   * answer through its own handler. The app's own client code calls the canonical one.
   */
  aliasOf?: EndpointContract;
  summary: string;
  description?: string;
  tag: Tag;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the operation reads (lower-case names), e.g. Idempotency-Key. */
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The largest body taken, in bytes, where it is more than the usual 256 kB (an uploaded export file). */
  maxBodyBytes?: number;
  /** contentType: a body that is not JSON (a CSV export, an event stream), answered by the handler's own Response. */
  response: {
    status: 200 | 201 | 204;
    schema?: z.ZodType;
    contentType?: "text/csv" | "text/event-stream" | "text/calendar";
    description: string;
  };
  /**
   * A read answered with a weak ETag of its JSON and `Cache-Control: private, no-cache`: the browser revalidates
   * with If-None-Match and an unchanged answer is a bodiless 304, so polling an unchanged resource costs a header.
   */
  etag?: boolean;
  /** A write's per-user limit, when it is not the general "write" one (429 with Retry-After beyond it). */
  rateLimit?: WriteLimit;
  /** A limit per sweep on top of the per-user one, which the handler counts once its guard has found the sweep. */
  sweepLimit?: SweepLimit;
  /** Statuses beyond those that follow from access, params and body (e.g. 409 for a state conflict). */
  errors?: readonly number[];
};

export const defineEndpoint = <const C extends EndpointContract>(contract: C): C => contract;

/**
 * What client code needs of an operation to call it: its id, method and path template. Declared once in
 * lib/contracts/routes/<aggregate>.ts, which imports no schema, and spread into the operation's contract, so a phone
 * downloads a few strings per call instead of zod and every schema; its types come from the contract
 * (lib/contracts/contract-of.ts), and the answer is trusted as typed because the server parsed its input and built it.
 */
export type EndpointRoute = Pick<EndpointContract, "operationId" | "method" | "path">;

export const defineRoute = <const R extends EndpointRoute>(route: R): R => route;

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

export type ParamsOf<C extends EndpointContract> = OutputOf<C["params"]>;
export type QueryOf<C extends EndpointContract> = OutputOf<C["query"]>;
export type HeadersOf<C extends EndpointContract> = OutputOf<C["headers"]>;
export type BodyOf<C extends EndpointContract> = OutputOf<C["body"]>;
/** What a client sends: the body before the schema's transforms (e.g. "+2" before it becomes −2). */
export type BodyInputOf<C extends EndpointContract> = InputOf<C["body"]>;
export type PathParamsOf<C extends EndpointContract> = InputOf<C["params"]>;
export type ResponseOf<C extends EndpointContract> = C["response"]["schema"] extends z.ZodType
  ? z.output<C["response"]["schema"]>
  : undefined;

/** The URL of an operation: its path template with each {name} filled from params (URL-encoded). */
export function endpointUrl(contract: EndpointRoute, params: Record<string, string> = {}): string {
  return contract.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.operationId}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The error statuses an operation can answer, derived from what it declares. */
export function errorStatusesOf(contract: EndpointContract): number[] {
  const isWrite = contract.method !== "GET";
  const signedIn = contract.access !== "public";
  const sweepScoped = (["member", "treasurer", "admin", "owner"] as const).some((level) => contract.access === level);
  const statuses = [
    ...(contract.body || contract.query || contract.headers ? [400] : []),
    ...(signedIn ? [401] : []),
    ...(sweepScoped || isWrite || contract.access === "session" ? [403] : []),
    ...(contract.params ? [404] : []),
    ...(contract.body ? [413, 415] : []),
    ...(isWrite ? [429] : []),
    ...(contract.errors ?? []),
  ];
  return [...new Set(statuses)].sort((a, b) => a - b);
}
