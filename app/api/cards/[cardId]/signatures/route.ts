import { signCard } from "@/lib/contracts/scorecards";
import { withRoute } from "@/lib/server/api/with-route";
import { requireCardAccess } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { signCard as sign } from "@/lib/server/services/sign-card";

// POST /api/cards/{cardId}/signatures — the player signs the card, the marker attests it (an admin, when it has no marker).
export const POST = withRoute(signCard, async ({ user, params, headers, body }) => {
  const access = await requireCardAccess(user, params.cardId, "mark");
  const idempotency = { key: headers["idempotency-key"], operation: signCard.operationId, request: { params, body } };
  return sign(db, access, body, idempotency);
});
