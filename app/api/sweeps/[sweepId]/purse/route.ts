import { getMyPurse } from "@/lib/contracts/money";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { readPurseStatement } from "@/lib/server/db/money";

// GET /api/sweeps/{sweepId}/purse — the caller's own purse and statement; members.
export const GET = withRoute(getMyPurse, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "member");
  return readPurseStatement(db, access.sweepId, access.playerId);
});
