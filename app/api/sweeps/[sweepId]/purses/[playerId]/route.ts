import { getMemberPurse } from "@/lib/contracts/money";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { readPurseStatement } from "@/lib/server/db/money";

// GET /api/sweeps/{sweepId}/purses/{playerId} — a member's statement; the treasurer, admins and the owner.
export const GET = withRoute(getMemberPurse, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "treasurer");
  return readPurseStatement(db, access.sweepId, params.playerId);
});
