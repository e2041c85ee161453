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
  memberRoleBodySchema,
  membershipRequestBodySchema,
  sweepMemberDtoSchema,
  sweepMembersDtoSchema,
  sweepPlayerParamsSchema,
} from "@/lib/validation/members";
import {
  playerDtoSchema,
  playerIdDtoSchema,
  playerParamsSchema,
  userAuthDetailsDtoSchema,
} from "@/lib/validation/players";
import {
  createSweepBodySchema,
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
import { ERROR_STATUS } from "../errors";

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
