import { z } from "zod";
import {
  apiTokenDtoSchema,
  apiTokenParamsSchema,
  createApiTokenBodySchema,
  createdApiTokenDtoSchema,
} from "@/lib/validation/api-tokens";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/api-tokens";

export const listApiTokens = defineEndpoint({
  ...route.listApiTokens,
  family: "extension",
  tag: "Account",
  access: "session",
  summary: "Your live personal API tokens, newest first",
  response: { status: 200, schema: z.array(apiTokenDtoSchema), description: "Tokens (never the token itself)." },
});

export const createApiToken = defineEndpoint({
  ...route.createApiToken,
  family: "extension",
  tag: "Account",
  access: "session",
  summary: "Create a personal API token for Authorization: Bearer",
  body: createApiTokenBodySchema,
  rateLimit: "create-token",
  response: { status: 201, schema: createdApiTokenDtoSchema, description: "The token, shown this once." },
});

export const revokeApiToken = defineEndpoint({
  ...route.revokeApiToken,
  family: "extension",
  tag: "Account",
  access: "session",
  summary: "Revoke one of your tokens",
  params: apiTokenParamsSchema,
  response: { status: 204, description: "Revoked." },
});
