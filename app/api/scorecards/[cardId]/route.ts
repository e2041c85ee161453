import { getScorecard } from "@/lib/contracts/scorecards";
import { withRoute } from "@/lib/server/api/with-route";
import { requireCardAccess } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { readScorecardDto } from "@/lib/server/db/scorecards";

// GET /api/scorecards/{cardId} — the card: every hole scored by lib/golf, its signatures and the caller's rights.
export const GET = withRoute(getScorecard, async ({ user, params }) => {
  const access = await requireCardAccess(user, params.cardId, "view");
  return readScorecardDto(db, access);
});
