import { createCard } from "@/lib/contracts/scorecards";
import { withRoute } from "@/lib/server/api/with-route";
import { requireCardAccess } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { createCardScores } from "@/lib/server/db/scorecards";

// POST /api/scores/createCard — gives a card its empty score per hole (docs/screens-and-api.md#playing-and-marking-a-card), for its own course and player.
export const POST = withRoute(createCard, async ({ user, body }) => {
  const access = await requireCardAccess(user, body.id, "mark");
  return createCardScores(db, access, body);
});
