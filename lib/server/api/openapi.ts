import { z } from "zod";
import {
  createHandicapBodySchema,
  handicapEntryDtoSchema,
  handicapHistoryRowDtoSchema,
  handicapParamsSchema,
  updateHandicapBodySchema,
} from "@/lib/validation/handicaps";
import {
  memberDetailDtoSchema,
  memberParamsSchema,
  memberPlayerDtoSchema,
  memberRoleBodySchema,
  membershipRequestBodySchema,
  sweepMemberDtoSchema,
  sweepMembersDtoSchema,
  sweepPlayerParamsSchema,
} from "@/lib/validation/members";
import {
  playerDtoSchema,
  playerEventDtoSchema,
  playerHandicapDtoSchema,
  playerIdDtoSchema,
  playerParamsSchema,
  userAuthDetailsDtoSchema,
} from "@/lib/validation/players";
import {
  courseRefDtoSchema,
  createSweepBodySchema,
  playerRefDtoSchema,
  sweepDtoSchema,
  sweepEventDtoSchema,
  sweepParamsSchema,
  sweepSummaryDtoSchema,
} from "@/lib/validation/sweeps";
import {
  accountDtoSchema,
  apiTokenDtoSchema,
  apiTokenParamsSchema,
  clientConfigurationDtoSchema,
  createApiTokenBodySchema,
  createdApiTokenDtoSchema,
  registerBodySchema,
  updateProfileBodySchema,
} from "@/lib/validation/account";
import { ERROR_STATUS } from "./errors";

// The one list of API operations. The OpenAPI document (GET /api/openapi.json, docs/openapi.json) is generated
// from it and from the zod schemas the handlers use; tests fail when a route file has no operation here.

export const healthDtoSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["ok", "unreachable"]),
});

export const problemSchema = z
  .object({
    type: z.string().meta({ description: "/problems/{code}" }),
    title: z.string(),
    status: z.int(),
    detail: z.string().meta({ description: "What went wrong and what to do, written for a person." }),
    code: z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...Array<keyof typeof ERROR_STATUS>]),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ description: "RFC 9457 problem details, sent as application/problem+json." });

/** Who may call: anyone, any signed-in user, or approved member / admin / owner of the sweep concerned. */
export type Access = "public" | "user" | "member" | "admin" | "owner";
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type ApiOperation = {
  method: Method;
  /** OpenAPI path template; parameter names are the route folder names ([sweepId] → {sweepId}). */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: "Sweeps" | "Members" | "Handicaps" | "Players" | "Account" | "System";
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  success: { status: 200 | 201 | 204; schema?: z.ZodType; description: string };
  errors: number[];
};

const USER_READ = [401];
const SWEEP_READ = [401, 403, 404];
const SWEEP_WRITE = [400, 401, 403, 404];

export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    method: "GET", path: "/api/sweeps", operationId: "listSweeps", tag: "Sweeps", access: "user",
    summary: "List every sweep with its counts, owner and the caller's membership state",
    success: { status: 200, schema: z.array(sweepSummaryDtoSchema), description: "Sweeps by name." },
    errors: USER_READ,
  },
  {
    method: "GET", path: "/api/sweeps/admin", operationId: "listSweepsAdmin", tag: "Sweeps", access: "user",
    summary: "The older sweeps/admin list (same cards: owner, event count, approved = Member badge)",
    success: { status: 200, schema: z.array(sweepSummaryDtoSchema), description: "Sweeps by name." },
    errors: USER_READ,
  },
  {
    method: "POST", path: "/api/sweeps/createSweep", operationId: "createSweep", tag: "Sweeps", access: "user",
    summary: "Create a sweep; the caller becomes its owner and first (admin) member",
    body: createSweepBodySchema,
    success: { status: 201, schema: sweepDtoSchema, description: "The new sweep." },
    errors: [400, 401, 403],
  },
  {
    method: "GET", path: "/api/sweeps/{sweepId}", operationId: "getSweep", tag: "Sweeps", access: "user",
    summary: "The sweep header: name, counts, owner and the caller's standing",
    params: sweepParamsSchema,
    success: { status: 200, schema: sweepDtoSchema, description: "The sweep." },
    errors: [401, 404],
  },
  {
    method: "GET", path: "/api/sweeps/{sweepId}/events", operationId: "listSweepEvents", tag: "Sweeps", access: "member",
    summary: "The sweep's events as cards (date, course, player count), newest first",
    params: sweepParamsSchema,
    success: { status: 200, schema: z.array(sweepEventDtoSchema), description: "Events, newest first." },
    errors: SWEEP_READ,
  },
  {
    method: "POST", path: "/api/sweeps/join/{sweepId}", operationId: "joinSweep", tag: "Members", access: "user",
    summary: "Ask to join a sweep (pending until approved); repeating it is harmless",
    description: "A member who was removed, or whose request was declined, may ask again.",
    params: sweepParamsSchema,
    success: { status: 200, schema: sweepDtoSchema, description: "The sweep with the caller's new standing." },
    errors: [401, 403, 404],
  },
  {
    method: "POST", path: "/api/sweeps/approve", operationId: "approveJoinRequest", tag: "Members", access: "admin",
    summary: "Approve a join request; approving an approved member changes nothing",
    body: membershipRequestBodySchema,
    success: { status: 200, schema: sweepMemberDtoSchema, description: "The approved member." },
    errors: SWEEP_WRITE,
  },
  {
    method: "POST", path: "/api/sweeps/decline", operationId: "declineJoinRequest", tag: "Members", access: "admin",
    summary: "Decline a pending join request; declining twice changes nothing",
    body: membershipRequestBodySchema,
    success: { status: 204, description: "Declined." },
    errors: [...SWEEP_WRITE, 409],
  },
  {
    method: "GET", path: "/api/sweeps/{sweepId}/members", operationId: "listSweepMembers", tag: "Members", access: "member",
    summary: "Current members with their handicaps in this sweep, and pending requests for the owner and admins",
    params: sweepParamsSchema,
    success: { status: 200, schema: sweepMembersDtoSchema, description: "Members by name; requests oldest first." },
    errors: SWEEP_READ,
  },
  {
    method: "GET", path: "/api/sweeps/{sweepId}/members/{memberId}", operationId: "getMemberHandicaps", tag: "Members",
    access: "member", summary: "One member (current or former) with every handicap entry in this sweep, newest first",
    params: memberParamsSchema,
    success: { status: 200, schema: memberDetailDtoSchema, description: "The member and their handicap history." },
    errors: SWEEP_READ,
  },
  {
    method: "PUT", path: "/api/sweeps/{sweepId}/members/{memberId}/role", operationId: "setMemberRole", tag: "Members",
    access: "owner", summary: "Make a member an admin, or take it back (the owner's role never changes)",
    params: memberParamsSchema,
    body: memberRoleBodySchema,
    success: { status: 200, schema: sweepMemberDtoSchema, description: "The member with their new role." },
    errors: [...SWEEP_WRITE, 409],
  },
  {
    method: "DELETE", path: "/api/sweeps/{sweepId}/players/{playerId}", operationId: "removeMember", tag: "Members",
    access: "admin", summary: "End a membership; the player's cards, results and handicap history stay",
    description: "The owner cannot be removed; only the owner removes an admin. Removing a removed member changes nothing.",
    params: sweepPlayerParamsSchema,
    success: { status: 204, description: "Removed." },
    errors: [401, 403, 404, 409],
  },
  {
    method: "GET", path: "/api/sweeps/{sweepId}/handicaps", operationId: "listSweepHandicapHistory", tag: "Handicaps",
    access: "member", summary: "Every handicap entry of the sweep, newest first (Members page, History view)",
    params: sweepParamsSchema,
    success: { status: 200, schema: z.array(handicapHistoryRowDtoSchema), description: "Entries, newest first." },
    errors: SWEEP_READ,
  },
  {
    method: "POST", path: "/api/sweeps/{sweepId}/players/{playerId}/handicaps", operationId: "addHandicap", tag: "Handicaps",
    access: "admin", summary: "Record a member's new handicap in this sweep",
    params: sweepPlayerParamsSchema,
    body: createHandicapBodySchema,
    success: { status: 201, schema: handicapEntryDtoSchema, description: "The new handicap entry." },
    errors: SWEEP_WRITE,
  },
  {
    method: "POST", path: "/api/handicaps", operationId: "updateHandicap", tag: "Handicaps", access: "admin",
    summary: "Correct a handicap entry (its playing handicap is derived again)",
    description: "Also reachable as /api/handicaps/ (redirected with 308, which keeps the method and body).",
    body: updateHandicapBodySchema,
    success: { status: 200, schema: handicapEntryDtoSchema, description: "The corrected entry." },
    errors: SWEEP_WRITE,
  },
  {
    method: "DELETE", path: "/api/handicaps/{handicapId}", operationId: "deleteHandicap", tag: "Handicaps", access: "admin",
    summary: "Delete a handicap entry",
    params: handicapParamsSchema,
    success: { status: 204, description: "Deleted." },
    errors: [401, 403, 404],
  },
  {
    method: "GET", path: "/api/players/{playerId}", operationId: "getPlayer", tag: "Players", access: "user",
    summary: "A player's handicaps and events in the sweeps the caller shares with them (all of their own)",
    params: playerParamsSchema,
    success: { status: 200, schema: playerDtoSchema, description: "The player." },
    errors: [401, 403, 404],
  },
  {
    method: "GET", path: "/api/player/getPlayerId", operationId: "getPlayerId", tag: "Players", access: "user",
    summary: "The signed-in user's player id",
    success: { status: 200, schema: playerIdDtoSchema, description: "The player id." },
    errors: USER_READ,
  },
  {
    method: "GET", path: "/api/player/getUserPlayer", operationId: "getUserPlayer", tag: "Players", access: "user",
    summary: "The signed-in user's own player page: handicaps per sweep, history and events",
    success: { status: 200, schema: playerDtoSchema, description: "The caller's player." },
    errors: USER_READ,
  },
  {
    method: "GET", path: "/api/account/getUserAuthDetails", operationId: "getUserAuthDetails", tag: "Account",
    access: "user", summary: "The user's id, player id and the sweeps they own or administer",
    success: { status: 200, schema: userAuthDetailsDtoSchema, description: "Auth details." },
    errors: USER_READ,
  },
  {
    method: "POST", path: "/api/account/register", operationId: "register", tag: "Account", access: "public",
    summary: "Create a built-in account (email and password) and its player",
    description: "Then sign in through next-auth's credentials endpoint. A duplicate email answers 409 with a field error.",
    body: registerBodySchema,
    success: { status: 201, schema: z.object({ id: z.guid(), playerId: z.guid(), name: z.string(), email: z.string() }), description: "The new account." },
    errors: [400, 409],
  },
  {
    method: "GET", path: "/api/account", operationId: "getAccount", tag: "Account", access: "user",
    summary: "The signed-in user's account",
    success: { status: 200, schema: accountDtoSchema, description: "The account." },
    errors: USER_READ,
  },
  {
    method: "PUT", path: "/api/account", operationId: "updateAccount", tag: "Account", access: "user",
    summary: "Change your name, and your password (with the current one)",
    body: updateProfileBodySchema,
    success: { status: 200, schema: accountDtoSchema, description: "The account as saved." },
    errors: [400, 401, 403],
  },
  {
    method: "GET", path: "/api/account/getUserPlayerId", operationId: "getUserPlayerId", tag: "Account", access: "user",
    summary: "The signed-in user's player id",
    success: { status: 200, schema: playerIdDtoSchema, description: "The player id." },
    errors: USER_READ,
  },
  {
    method: "GET", path: "/api/account/getUserSweepOwner", operationId: "getUserSweepOwner", tag: "Account", access: "user",
    summary: "Whether the signed-in user owns any sweep",
    description: "The spec's path `api/account/getUser{product}wner` is garbled in the source; this is the operation it names.",
    success: { status: 200, schema: z.object({ isSweepOwner: z.boolean() }), description: "Owner or not." },
    errors: USER_READ,
  },
  {
    method: "GET", path: "/api/account/tokens", operationId: "listApiTokens", tag: "Account", access: "user",
    summary: "Your live personal API tokens, newest first",
    success: { status: 200, schema: z.array(apiTokenDtoSchema), description: "Tokens (never the token itself)." },
    errors: USER_READ,
  },
  {
    method: "POST", path: "/api/account/tokens", operationId: "createApiToken", tag: "Account", access: "user",
    summary: "Create a personal API token for Authorization: Bearer",
    body: createApiTokenBodySchema,
    success: { status: 201, schema: createdApiTokenDtoSchema, description: "The token, shown this once." },
    errors: [400, 401, 403],
  },
  {
    method: "DELETE", path: "/api/account/tokens/{tokenId}", operationId: "revokeApiToken", tag: "Account", access: "user",
    summary: "Revoke one of your tokens",
    params: apiTokenParamsSchema,
    success: { status: 204, description: "Revoked." },
    errors: [401, 403, 404],
  },
  {
    method: "GET", path: "/_configuration/{client}", operationId: "getClientConfiguration", tag: "System", access: "public",
    summary: "Sign-in settings of a client app: providers, post-login and post-logout paths",
    params: z.object({ client: z.string() }),
    success: { status: 200, schema: clientConfigurationDtoSchema, description: "The settings of the Sweeps client." },
    errors: [404],
  },
  {
    method: "GET", path: "/api/health", operationId: "getHealth", tag: "System", access: "public",
    summary: "Liveness and database reachability",
    success: { status: 200, schema: healthDtoSchema, description: "Up, with the database reachable." },
    errors: [503],
  },
  {
    method: "GET", path: "/api/openapi.json", operationId: "getOpenApiDocument", tag: "System", access: "public",
    summary: "This OpenAPI 3.1 document",
    success: { status: 200, schema: z.record(z.string(), z.unknown()), description: "The document." },
    errors: [],
  },
];

const COMPONENTS: Record<string, z.ZodType> = {
  SweepSummary: sweepSummaryDtoSchema,
  Sweep: sweepDtoSchema,
  SweepEvent: sweepEventDtoSchema,
  SweepMember: sweepMemberDtoSchema,
  SweepMembers: sweepMembersDtoSchema,
  MemberDetail: memberDetailDtoSchema,
  MemberPlayer: memberPlayerDtoSchema,
  HandicapEntry: handicapEntryDtoSchema,
  HandicapHistoryRow: handicapHistoryRowDtoSchema,
  Player: playerDtoSchema,
  PlayerHandicap: playerHandicapDtoSchema,
  PlayerEvent: playerEventDtoSchema,
  PlayerRef: playerRefDtoSchema,
  CourseRef: courseRefDtoSchema,
  PlayerId: playerIdDtoSchema,
  UserAuthDetails: userAuthDetailsDtoSchema,
  Account: accountDtoSchema,
  ApiToken: apiTokenDtoSchema,
  ClientConfiguration: clientConfigurationDtoSchema,
  Health: healthDtoSchema,
  Problem: problemSchema,
};

const ACCESS_TEXT: Record<Access, string> = {
  public: "Anyone; no sign-in needed.",
  user: "Any signed-in user.",
  member: "Approved members of the sweep (owner and admins included).",
  admin: "The sweep's owner and admins.",
  owner: "The sweep's owner.",
};

// Error responses, shared by every operation as components.responses.
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: { name: "BadRequest", description: "A field is not valid; `errors` lists each field and what to enter." },
  401: { name: "Unauthenticated", description: "Not signed in, or the API token is not valid." },
  403: { name: "Forbidden", description: "Not allowed for this caller, or a cookie-authenticated write without the X-XSRF-TOKEN header." },
  404: { name: "NotFound", description: "Nothing exists at this address (unknown or malformed id)." },
  409: { name: "Conflict", description: "The change conflicts with the current state; `detail` says why." },
  500: { name: "ServerError", description: "Something went wrong on the server." },
  503: { name: "Unavailable", description: "The database is unreachable." },
};

type JsonSchema = Record<string, unknown>;

function stripMeta({ $schema: _schema, $id: _id, ...rest }: JsonSchema): JsonSchema {
  return rest;
}

// A uuid, date or date-time format says it all; zod's long equivalent regexes only add noise to the document.
const JSON_SCHEMA_OPTIONS = {
  override: ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
    if (typeof jsonSchema.format === "string") delete jsonSchema.pattern;
  },
};

function componentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(COMPONENTS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { ...JSON_SCHEMA_OPTIONS, uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, stripMeta(schema as JsonSchema)]));
}

// A response schema that is (an array of) a component is written as a $ref to it.
function responseSchema(schema: z.ZodType): JsonSchema {
  const ref = (candidate: z.ZodType) => Object.entries(COMPONENTS).find(([, component]) => component === candidate)?.[0];
  const direct = ref(schema);
  if (direct) return { $ref: `#/components/schemas/${direct}` };
  if (schema instanceof z.ZodArray) {
    const item = ref(schema.element as z.ZodType);
    if (item) return { type: "array", items: { $ref: `#/components/schemas/${item}` } };
  }
  return stripMeta(z.toJSONSchema(schema, JSON_SCHEMA_OPTIONS) as JsonSchema);
}

function parameters(schema: z.ZodObject | undefined, where: "path" | "query") {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: where,
    required: where === "path" || !(field as z.ZodType).safeParse(undefined).success,
    schema: stripMeta(z.toJSONSchema(field as z.ZodType, { ...JSON_SCHEMA_OPTIONS, io: "input" }) as JsonSchema),
  }));
}

function operationObject(op: ApiOperation) {
  const responses: Record<string, unknown> = {
    [op.success.status]: {
      description: op.success.description,
      ...(op.success.schema ? { content: { "application/json": { schema: responseSchema(op.success.schema) } } } : {}),
    },
  };
  for (const status of [...new Set([...op.errors, 500])].sort((a, b) => a - b)) {
    const shared = ERROR_RESPONSES[status];
    if (!shared) throw new Error(`${op.operationId}: no shared error response for status ${status}`);
    responses[status] = { $ref: `#/components/responses/${shared.name}` };
  }
  const params = [...parameters(op.params, "path"), ...parameters(op.query, "query")];
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: [op.description, `Access: ${ACCESS_TEXT[op.access]}`].filter(Boolean).join("\n\n"),
    tags: [op.tag],
    "x-access": op.access,
    security: op.access === "public" ? [] : [{ session: [] }, { bearer: [] }],
    ...(params.length ? { parameters: params } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: stripMeta(z.toJSONSchema(op.body, { ...JSON_SCHEMA_OPTIONS, io: "input" }) as JsonSchema) } },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the whole API, built from API_OPERATIONS and the zod schemas. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of API_OPERATIONS) {
    (paths[op.path] ??= {})[op.method.toLowerCase()] = operationObject(op);
  }
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Sweeps API",
      version: "1.0.0",
      description:
        "The JSON API of Sweeps, a golf society app. Sign in (session cookie) or send `Authorization: Bearer <token>` " +
        "with a personal API token. Cookie-authenticated writes must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN " +
        "header. Errors are application/problem+json. Handicaps are signed: −2 is a plus 2 (shown \"+2\").",
    },
    tags: ["Sweeps", "Members", "Handicaps", "Players", "Account", "System"].map((name) => ({ name })),
    paths,
    components: {
      schemas: componentSchemas(),
      responses: Object.fromEntries(
        Object.values(ERROR_RESPONSES).map(({ name, description }) => [
          name,
          { description, content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } } },
        ]),
      ),
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "next-auth.session-token", description: "The signed-in browser session." },
        bearer: { type: "http", scheme: "bearer", description: "A personal API token (swp_…)." },
      },
    },
  };
}
