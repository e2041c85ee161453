import { updateScore } from "@/lib/contracts/scorecards";
import { withRoute } from "@/lib/server/api/with-route";
import { requireScoreCardAccess } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { saveScore } from "@/lib/server/services/save-scores";

// POST /api/scores — the older mark screen's save of one hole, named by its score id (the same save as the keypad's).
export const POST = withRoute(updateScore, async ({ user, headers, body }) => {
  const access = await requireScoreCardAccess(user, body.id, "mark");
  const idempotency = { key: headers["idempotency-key"], operation: updateScore.operationId, request: body };
  const { id, holeNumber, gross, version, reason } = body;
  return saveScore(db, access, { scoreId: id.toLowerCase(), hole: holeNumber, gross, version, reason }, idempotency);
});
