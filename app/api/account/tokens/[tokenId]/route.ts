import { notFound } from "@/lib/server/errors";
import { withRoute } from "@/lib/server/api/with-route";
import { revokeApiToken } from "@/lib/server/db/api-tokens";
import { db } from "@/lib/server/db/client";
import { apiTokenParamsSchema } from "@/lib/validation/account";

// DELETE /api/account/tokens/{tokenId} — revoke one of your tokens; 204.
export const DELETE = withRoute({ params: apiTokenParamsSchema }, async ({ user, params }) => {
  if (!(await revokeApiToken(db, user.id, params.tokenId))) throw notFound("That token");
  return new Response(null, { status: 204 });
});
