import { updateScorecard } from "@/lib/contracts/scorecards";
import { withRoute } from "@/lib/server/api/with-route";
import { requireCardAccess } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { updateCard } from "@/lib/server/services/save-scores";

// POST /api/scorecards/update — a whole card typed in from paper, all or nothing; admins also set the event handicap.
export const POST = withRoute(updateScorecard, async ({ user, headers, body }) => {
  const access = await requireCardAccess(user, body.id, "mark");
  const idempotency = { key: headers["idempotency-key"], operation: updateScorecard.operationId, request: body };
  return updateCard(db, access, body, idempotency);
});
