import { putCardScore } from "@/lib/contracts/scorecards";
import { withRoute } from "@/lib/server/api/with-route";
import { requireCardAccess } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { saveScore } from "@/lib/server/services/save-scores";

// PUT /api/cards/{cardId}/scores/{scoreId} — the keypad's save of one hole: the hole with its nett and points, and the card's totals.
export const PUT = withRoute(putCardScore, async ({ user, params, headers, body }) => {
  const access = await requireCardAccess(user, params.cardId, "mark");
  const idempotency = {
    key: headers["idempotency-key"],
    operation: putCardScore.operationId,
    request: { params, body },
  };
  return saveScore(db, access, { scoreId: params.scoreId.toLowerCase(), ...body }, idempotency);
});
