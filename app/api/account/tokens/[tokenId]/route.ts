import { revokeApiToken as revokeApiTokenContract } from "@/lib/contracts/api-tokens";
import { withRoute } from "@/lib/server/api/with-route";
import { revokeApiToken } from "@/lib/server/db/api-tokens";
import { db } from "@/lib/server/db/infra/client";
import { notFound } from "@/lib/server/errors";

// DELETE /api/account/tokens/{tokenId} — revoke one of your tokens; session only.
export const DELETE = withRoute(revokeApiTokenContract, async ({ user, params }) => {
  if (!(await revokeApiToken(db, user.id, params.tokenId))) throw notFound("That token");
});
