import { listCardChanges } from "@/lib/contracts/scorecards";
import { withRoute } from "@/lib/server/api/with-route";
import { requireCardAccess } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { listCardChangeDtos } from "@/lib/server/db/scorecards-changes";
import { AppError } from "@/lib/server/errors";

// GET /api/cards/{cardId}/changes — the card's history, newest first; ?hole= for one hole's entries. Its player and admins only.
export const GET = withRoute(listCardChanges, async ({ user, params, query }) => {
  const access = await requireCardAccess(user, params.cardId, "view");
  if (access.relation !== "player" && access.role === "member") {
    throw new AppError("forbidden", "Only the card's player and the sweep's admins can see its history.");
  }
  return listCardChangeDtos(db, access.cardId, query.hole);
});
