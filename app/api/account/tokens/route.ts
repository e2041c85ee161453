import { withRoute } from "@/lib/server/api/with-route";
import { createApiToken, listApiTokens } from "@/lib/server/db/api-tokens";
import { db } from "@/lib/server/db/client";
import { createApiTokenBodySchema } from "@/lib/validation/account";

// GET /api/account/tokens — your live personal API tokens (ApiTokenDto[]), newest first.
export const GET = withRoute({}, async ({ user }) => listApiTokens(db, user.id));

// POST /api/account/tokens — create a token; 201 with the plain token, shown this once.
export const POST = withRoute({ body: createApiTokenBodySchema }, async ({ user, body }) => {
  return Response.json(await createApiToken(db, user.id, body.name), { status: 201 });
});
