import { getPlayerExplanation as explanationContract } from "@/lib/contracts/rules";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { assertMayReadExplanation } from "@/lib/server/auth/member-policy";
import { getPlayerExplanation } from "@/lib/server/db/explanation";
import { db } from "@/lib/server/db/infra/client";
import { notFound } from "@/lib/server/errors";

// GET /api/sweeps/{sweepId}/players/{playerId}/explanation — why a handicap and OOM points are what they are; own or admins.
export const GET = withRoute(explanationContract, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "member");
  assertMayReadExplanation(access, params.playerId);
  const explanation = await getPlayerExplanation(db, access.sweepId, params.playerId);
  if (!explanation) throw notFound("The player");
  return explanation;
});
