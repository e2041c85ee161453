import { getMyPurseCsv } from "@/lib/contracts/money";
import { csvFileName, csvResponse } from "@/lib/server/api/csv";
import { purseStatementCsv } from "@/lib/server/api/money-csv";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { readPurseStatement } from "@/lib/server/db/money";

// GET /api/sweeps/{sweepId}/purse/csv — the caller's statement as a CSV download; members.
export const GET = withRoute(getMyPurseCsv, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "member");
  const statement = await readPurseStatement(db, access.sweepId, access.playerId);
  return csvResponse(csvFileName("purse", statement.player.fullName), purseStatementCsv(statement));
});
