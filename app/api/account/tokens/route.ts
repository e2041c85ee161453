import {
  createApiToken as createApiTokenContract,
  listApiTokens as listApiTokensContract,
} from "@/lib/contracts/api-tokens";
import { withRoute } from "@/lib/server/api/with-route";
import { createApiToken, listApiTokens } from "@/lib/server/db/api-tokens";
import { db } from "@/lib/server/db/infra/client";

// GET /api/account/tokens — your live personal API tokens (ApiTokenDto[]), newest first; session only.
export const GET = withRoute(listApiTokensContract, async ({ user }) => listApiTokens(db, user.id));

// POST /api/account/tokens — create a token; 201 with the plain token, shown this once; session only.
export const POST = withRoute(createApiTokenContract, async ({ user, body }) => createApiToken(db, user.id, body.name));
