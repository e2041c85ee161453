import { z } from "zod";
import {
  apiTokenDtoSchema,
  apiTokenParamsSchema,
  createApiTokenBodySchema,
  createdApiTokenDtoSchema,
} from "@/lib/validation/api-tokens";
import { defineEndpoint } from "./endpoint";

export const listApiTokens = defineEndpoint({
  method: "GET",
  path: "/api/account/tokens",
  family: "extension",
  operationId: "listApiTokens",
  tag: "Account",
  access: "session",
  summary: "Your live personal API tokens, newest first",
  response: { status: 200, schema: z.array(apiTokenDtoSchema), description: "Tokens (never the token itself)." },
});

export const createApiToken = defineEndpoint({
  method: "POST",
  path: "/api/account/tokens",
  family: "extension",
  operationId: "createApiToken",
  tag: "Account",
  access: "session",
  summary: "Create a personal API token for Authorization: Bearer",
  body: createApiTokenBodySchema,
  rateLimit: "create-token",
  response: { status: 201, schema: createdApiTokenDtoSchema, description: "The token, shown this once." },
});

export const revokeApiToken = defineEndpoint({
  method: "DELETE",
  path: "/api/account/tokens/{tokenId}",
  family: "extension",
  operationId: "revokeApiToken",
  tag: "Account",
  access: "session",
  summary: "Revoke one of your tokens",
  params: apiTokenParamsSchema,
  response: { status: 204, description: "Revoked." },
});
