import "server-only";
import { z } from "zod";
import {
  type Access,
  type ApiFamily,
  type EndpointContract,
  errorStatusesOf,
  type Tag,
} from "@/lib/contracts/endpoint";
import { healthDtoSchema } from "@/lib/contracts/system";
import { accountDtoSchema, clientConfigurationDtoSchema, sweepOwnerDtoSchema } from "@/lib/validation/account";
import { apiTokenDtoSchema } from "@/lib/validation/api-tokens";
import {
  explanationDtoSchema,
  rulesChangeDtoSchema,
  rulesPreviewDtoSchema,
  sweepRulesPageDtoSchema,
} from "@/lib/validation/rules";
import { courseDtoSchema } from "@/lib/validation/courses";
import { entryDtoSchema, groupDtoSchema, withdrawalDtoSchema } from "@/lib/validation/entries";
import {
  closeEventDtoSchema,
  eventCardDtoSchema,
  eventDtoSchema,
  eventSummaryDtoSchema,
} from "@/lib/validation/events";
import { handicapEntryDtoSchema, handicapHistoryRowDtoSchema } from "@/lib/validation/handicaps";
import {
  memberDetailDtoSchema,
  rosterMemberDtoSchema,
  sweepMemberDtoSchema,
  sweepMembersDtoSchema,
} from "@/lib/validation/members";
import {
  playerDtoSchema,
  playerEventDtoSchema,
  playerHandicapDtoSchema,
  playerIdDtoSchema,
  userAuthDetailsDtoSchema,
} from "@/lib/validation/players";
import {
  eventLeaderboardDtoSchema,
  eventResultsDtoSchema,
  leaderboardEntryDtoSchema,
  matchResultDtoSchema,
  oomEntryDtoSchema,
  oomProgressDtoSchema,
  orderOfMeritDtoSchema,
  virtualMatchPlayDtoSchema,
} from "@/lib/validation/results";
import {
  cardChangeDtoSchema,
  playDtoSchema,
  scoreConflictSchema,
  scoreDtoSchema,
  scoreSaveDtoSchema,
  scorecardDtoSchema,
} from "@/lib/validation/scorecards";
import { sweepDtoSchema } from "@/lib/validation/sweep-details";
import {
  courseRefDtoSchema,
  playerRefDtoSchema,
  sweepEventDtoSchema,
  sweepSummaryDtoSchema,
} from "@/lib/validation/sweeps";
import { describeWriteLimit, SWEEP_LIMITS, WRITE_LIMITS } from "../auth/write-limits";
import { ERROR_STATUS } from "../errors";
import { MAX_BODY_BYTES } from "./request-body";

// Builds the OpenAPI document from the contracts that route modules bind with withRoute (scripts/openapi.ts
// collects them from app/api) and from the zod schemas.

/** A contract as served at one path: its own, or one of its aliases. */
export type ServedOperation = { path: string; contract: EndpointContract };

const problemSchema = z
  .object({
    type: z.string().meta({ description: "/problems/{code}" }),
    title: z.string(),
    status: z.int(),
    detail: z.string().meta({ description: "What went wrong and what to do, written for a person." }),
    code: z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...Array<keyof typeof ERROR_STATUS>]),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    conflict: scoreConflictSchema
      .optional()
      .meta({ description: "A stale score write (409): the first hole's current value and who wrote it." }),
    conflicts: z
      .array(scoreConflictSchema)
      .optional()
      .meta({ description: "A stale card write (409): every hole that changed since." }),
    requestId: z.string().optional().meta({
      description: "The request's id, also in the X-Request-Id header and on every server log line of the request.",
    }),
  })
  .meta({ description: "RFC 9457 problem details, sent as application/problem+json." });

const COMPONENTS: Record<string, z.ZodType> = {
  SweepSummary: sweepSummaryDtoSchema,
  Sweep: sweepDtoSchema,
  SweepEvent: sweepEventDtoSchema,
  SweepMember: sweepMemberDtoSchema,
  SweepMembers: sweepMembersDtoSchema,
  MemberDetail: memberDetailDtoSchema,
  RosterMember: rosterMemberDtoSchema,
  HandicapEntry: handicapEntryDtoSchema,
  HandicapHistoryRow: handicapHistoryRowDtoSchema,
  Player: playerDtoSchema,
  PlayerHandicap: playerHandicapDtoSchema,
  PlayerEvent: playerEventDtoSchema,
  PlayerRef: playerRefDtoSchema,
  CourseRef: courseRefDtoSchema,
  Course: courseDtoSchema,
  EventSummary: eventSummaryDtoSchema,
  Event: eventDtoSchema,
  Entry: entryDtoSchema,
  Group: groupDtoSchema,
  Withdrawal: withdrawalDtoSchema,
  EventCard: eventCardDtoSchema,
  CloseEventResult: closeEventDtoSchema,
  Scorecard: scorecardDtoSchema,
  Score: scoreDtoSchema,
  ScoreSave: scoreSaveDtoSchema,
  ScoreConflict: scoreConflictSchema,
  CardChange: cardChangeDtoSchema,
  Play: playDtoSchema,
  PlayerId: playerIdDtoSchema,
  UserAuthDetails: userAuthDetailsDtoSchema,
  Account: accountDtoSchema,
  SweepOwner: sweepOwnerDtoSchema,
  ApiToken: apiTokenDtoSchema,
  ClientConfiguration: clientConfigurationDtoSchema,
  LeaderboardEntry: leaderboardEntryDtoSchema,
  EventLeaderboard: eventLeaderboardDtoSchema,
  EventResults: eventResultsDtoSchema,
  MatchResult: matchResultDtoSchema,
  VirtualMatchPlay: virtualMatchPlayDtoSchema,
  OomEntry: oomEntryDtoSchema,
  OrderOfMerit: orderOfMeritDtoSchema,
  OomProgress: oomProgressDtoSchema,
  SweepRules: sweepRulesPageDtoSchema,
  RulesChange: rulesChangeDtoSchema,
  RulesPreview: rulesPreviewDtoSchema,
  Explanation: explanationDtoSchema,
  Health: healthDtoSchema,
  Problem: problemSchema,
};

const ACCESS_TEXT: Record<Access, string> = {
  public: "Anyone; no sign-in needed.",
  user: "Any signed-in user (session or API token).",
  session: "The signed-in user in the browser (session cookie); API tokens are refused.",
  member: "Approved members of the sweep (owner and admins included).",
  treasurer: "The sweep's treasurer (a member the owner appointed), its owner and admins.",
  admin: "The sweep's owner and admins.",
  owner: "The sweep's owner.",
};

// Error responses, shared by every operation as components.responses.
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: {
    name: "BadRequest",
    description:
      "A field is not valid; `errors` lists each field and what to enter. A value the database cannot store (a date, number or text out of its range) is said in `detail` only.",
  },
  401: { name: "Unauthenticated", description: "Not signed in, or the API token is not valid." },
  403: {
    name: "Forbidden",
    description: "Not allowed for this caller, or a write from another site or without its anti-forgery token.",
  },
  404: { name: "NotFound", description: "Nothing exists at this address (unknown or malformed id)." },
  409: {
    name: "Conflict",
    description:
      "The change conflicts with the current state; `detail` says why. A stale score write adds `conflict`: the current value and who wrote it.",
  },
  413: {
    name: "ContentTooLarge",
    description: `The body is larger than ${MAX_BODY_BYTES / 1024} kB, or the larger limit the operation names.`,
  },
  415: { name: "UnsupportedMediaType", description: "The body was not sent as application/json." },
  422: {
    name: "Unprocessable",
    description:
      "Understood but not possible as things stand (e.g. signing a card with holes missing, an idempotency key reused for another request); `detail` says why.",
  },
  429: {
    name: "TooManyRequests",
    description:
      "Too many attempts or writes (each write's limit is in its description); `Retry-After` says in how many seconds to try again.",
  },
  408: {
    name: "RequestTimeout",
    description: "The request's headers and body did not arrive in time (30 s); the connection is closed.",
  },
  431: { name: "HeadersTooLarge", description: "The request line and headers are over 16 kB together." },
  500: { name: "ServerError", description: "Something went wrong on the server." },
  503: { name: "Unavailable", description: "The database is unreachable." },
};

// scripts/next-server.mjs answers 408 and 431 before any route runs, and any operation may fail with a 500.
const EVERY_OPERATION_ERRORS = [408, 431, 500];

const TAG_DESCRIPTIONS: Record<Tag, string> = {
  Sweeps: "Sweeps (societies): the list, one sweep's header and events, creating one.",
  Members: "Joining a sweep, approving and declining requests, members, their roles and leaving.",
  Handicaps: "A sweep's handicap entries: recording, correcting and deleting them, and their history.",
  Players: "A player's handicaps and events, and the signed-in user's own player.",
  Events:
    "An event's life: creating and editing it, entries, the draw, closing and reopening, its lists and live changes.",
  Courses: "A sweep's courses: 18 holes with par and stroke index, and optional tees.",
  Scorecards: "Cards and their scores: marking a hole or a whole card, signing and attesting, and each card's history.",
  Results:
    "Live and top-five leaderboards, event results, virtual match play and the order of merit, with CSV exports.",
  Money:
    "The sweep's money: stakes, pots and payouts, purses and statements, payments, the ledger and its reconciliation.",
  Account: "The signed-in user's account and sign-in details, registration and personal API tokens.",
  System: "Health, this document, a client app's sign-in settings and the demo weather table.",
};

// The two families of ARCHITECTURE.md#route-families, each a group of tags (Redoc's x-tagGroups).
const FAMILIES: Record<ApiFamily, { group: string; tagSuffix: string; description: string }> = {
  spec: {
    group: "The specification's calls",
    tagSuffix: "",
    description: "These are the calls the product specification names, served at its exact paths.",
  },
  extension: {
    group: "Beyond the specification",
    tagSuffix: " (extension)",
    description: "These are operations Sweeps offers beyond the specification's calls.",
  },
};

const tagOf = (contract: EndpointContract) => `${contract.tag}${FAMILIES[contract.family].tagSuffix}`;

function tagsAndGroups(operations: readonly ServedOperation[]) {
  const used = new Set(operations.map(({ contract }) => tagOf(contract)));
  const families = (Object.keys(FAMILIES) as ApiFamily[]).map((family) => ({
    family,
    tags: (Object.keys(TAG_DESCRIPTIONS) as Tag[]).filter((tag) => used.has(`${tag}${FAMILIES[family].tagSuffix}`)),
  }));
  return {
    tags: families.flatMap(({ family, tags }) =>
      tags.map((tag) => ({
        name: `${tag}${FAMILIES[family].tagSuffix}`,
        description: `${TAG_DESCRIPTIONS[tag]} ${FAMILIES[family].description}`,
      })),
    ),
    "x-tagGroups": families.map(({ family, tags }) => ({
      name: FAMILIES[family].group,
      tags: tags.map((tag) => `${tag}${FAMILIES[family].tagSuffix}`),
    })),
  };
}

/**
 * Two templates are ambiguous when one URL matches both and neither is the more specific: each has a literal
 * segment where the other has a parameter (/api/events/{eventId}/cards and /api/events/close/{eventId} both
 * match /api/events/close/cards).
 */
function ambiguousWith(path: string, others: readonly string[]): string[] {
  const segments = path.split("/");
  const isParam = (segment: string) => segment.startsWith("{");
  return others.filter((other) => {
    const otherSegments = other.split("/");
    if (other === path || otherSegments.length !== segments.length) return false;
    const pairs = segments.map((segment, i) => [segment, otherSegments[i]!] as const);
    if (pairs.some(([a, b]) => !isParam(a) && !isParam(b) && a !== b)) return false;
    return pairs.some(([a, b]) => isParam(a) && !isParam(b)) && pairs.some(([a, b]) => !isParam(a) && isParam(b));
  });
}

const AMBIGUITY_NOTE =
  "The specification puts a word (close, draw, join, results) where its other paths put an id, and Sweeps' reopen " +
  "and CSV exports sit beside them, so a URL such as /api/events/close/cards fits two templates. Ids are UUIDs and " +
  "the server matches a literal segment before a parameter, so every real URL reaches one operation.";

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
  const ref = (candidate: z.ZodType) =>
    Object.entries(COMPONENTS).find(([, component]) => component === candidate)?.[0];
  const direct = ref(schema);
  if (direct) return { $ref: `#/components/schemas/${direct}` };
  if (schema instanceof z.ZodArray) {
    const item = ref(schema.element as z.ZodType);
    if (item) return { type: "array", items: { $ref: `#/components/schemas/${item}` } };
  }
  return stripMeta(z.toJSONSchema(schema, JSON_SCHEMA_OPTIONS) as JsonSchema);
}

function parameters(schema: z.ZodObject | undefined, where: "path" | "query" | "header") {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: where,
    required: where === "path" || !(field as z.ZodType).safeParse(undefined).success,
    schema: stripMeta(z.toJSONSchema(field as z.ZodType, { ...JSON_SCHEMA_OPTIONS, io: "input" }) as JsonSchema),
  }));
}

const ETAG_HEADER = {
  description: "A weak tag of the answer: send it back in If-None-Match.",
  schema: { type: "string" },
};

function operationObject({ path, contract: op }: ServedOperation, ambiguous: readonly string[]) {
  const responses: Record<string, unknown> = {
    [op.response.status]: {
      description: op.response.description,
      ...(op.response.schema
        ? { content: { "application/json": { schema: responseSchema(op.response.schema) } } }
        : {}),
      ...(op.response.contentType ? { content: { [op.response.contentType]: { schema: { type: "string" } } } } : {}),
      ...(op.etag ? { headers: { ETag: ETAG_HEADER } } : {}),
    },
    ...(op.etag
      ? {
          304: {
            description: "Not modified: If-None-Match names the current ETag; no body.",
            headers: { ETag: ETAG_HEADER },
          },
        }
      : {}),
  };
  for (const status of [...errorStatusesOf(op), ...EVERY_OPERATION_ERRORS]) {
    const shared = ERROR_RESPONSES[status];
    if (!shared) throw new Error(`${op.operationId}: no shared error response for status ${status}`);
    responses[status] = { $ref: `#/components/responses/${shared.name}` };
  }
  const params = [
    ...parameters(op.params as z.ZodObject | undefined, "path"),
    ...parameters(op.query as z.ZodObject | undefined, "query"),
    ...parameters(op.headers as z.ZodObject | undefined, "header"),
    ...(op.etag ? [{ name: "If-None-Match", in: "header", required: false, schema: { type: "string" } }] : []),
  ];
  const isAlias = path !== op.path;
  const canonical = isAlias ? op : op.aliasOf;
  return {
    operationId: isAlias ? `${op.operationId}At${aliasName(path)}` : op.operationId,
    summary: op.summary,
    description: [
      isAlias ? `The same operation as ${op.method} ${op.path}.` : op.description,
      op.aliasOf
        ? `The specification's own call for ${op.aliasOf.method} ${op.aliasOf.path} (${op.aliasOf.operationId}), which the app's own client calls: the same effect and answer.`
        : undefined,
      ambiguous.length ? `${AMBIGUITY_NOTE} Other templates such a URL fits: ${ambiguous.join(", ")}.` : undefined,
      `Access: ${ACCESS_TEXT[op.access]}`,
      op.method === "GET"
        ? undefined
        : `Limit: ${describeWriteLimit(WRITE_LIMITS[op.rateLimit ?? "write"])} for each signed-in user; beyond it, 429 with Retry-After.`,
      op.sweepLimit
        ? `Also ${describeWriteLimit(SWEEP_LIMITS[op.sweepLimit])} for each sweep; beyond it, 429 with Retry-After.`
        : undefined,
    ]
      .filter(Boolean)
      .join("\n\n"),
    tags: [tagOf(op)],
    "x-family": op.family,
    ...(canonical ? { "x-alias-of": canonical.operationId } : {}),
    ...(ambiguous.length ? { "x-ambiguous-with": ambiguous } : {}),
    "x-access": op.access,
    security:
      op.access === "public" ? [] : op.access === "session" ? [{ session: [] }] : [{ session: [] }, { bearer: [] }],
    ...(params.length ? { parameters: params } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: stripMeta(z.toJSONSchema(op.body, { ...JSON_SCHEMA_OPTIONS, io: "input" }) as JsonSchema),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

// "/api/account/getUserPlayerId" → "AccountGetUserPlayerId": unique per path, for an alias's operationId.
const aliasName = (path: string) =>
  path
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word && word !== "api")
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join("");

/** The OpenAPI 3.1 document of the whole API, from the operations the route modules serve and the zod schemas. */
export function buildOpenApiDocument(operations: readonly ServedOperation[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...operations].sort(
    (a, b) => a.path.localeCompare(b.path) || a.contract.method.localeCompare(b.contract.method),
  );
  const templates = [...new Set(sorted.map(({ path }) => path))];
  for (const operation of sorted) {
    const ambiguous = ambiguousWith(operation.path, templates);
    (paths[operation.path] ??= {})[operation.contract.method.toLowerCase()] = operationObject(operation, ambiguous);
  }
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Sweeps API",
      version: "1.0.0",
      description:
        "The JSON API of Sweeps, a golf society app. Sign in (session cookie) or send `Authorization: Bearer <token>` " +
        "with a personal API token. Cookie-authenticated writes must echo the anti-forgery cookie in the X-XSRF-TOKEN " +
        'header, and bodies are application/json. Errors are application/problem+json. Handicaps are signed: −2 is a plus 2 (shown "+2").',
      license: { name: "MIT", identifier: "MIT" },
    },
    // Every deployment serves its API at its own origin, so the one server is this document's.
    servers: [{ url: "/", description: "The Sweeps server that serves this document." }],
    ...tagsAndGroups(operations),
    paths,
    components: {
      schemas: componentSchemas(),
      responses: Object.fromEntries(
        Object.values(ERROR_RESPONSES).map(({ name, description }) => [
          name,
          {
            description,
            content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
          },
        ]),
      ),
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "next-auth.session-token",
          description: "The signed-in browser session.",
        },
        bearer: { type: "http", scheme: "bearer", description: "A personal API token (swp_…)." },
      },
    },
  };
}
