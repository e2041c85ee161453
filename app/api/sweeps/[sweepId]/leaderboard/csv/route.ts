import * as results from "@/lib/contracts/results";
import { csvFileName, csvResponse } from "@/lib/server/api/csv";
import { sweepLeaderboardCsv } from "@/lib/server/api/results-csv";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { getSweepLeaderboard } from "@/lib/server/db/leaderboards";
import { getSweep } from "@/lib/server/db/sweeps";

// GET /api/sweeps/{sweepId}/leaderboard/csv — the top-five leaderboard as a CSV download; members.
export const GET = withRoute(results.getSweepLeaderboardCsv, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "member");
  const [sweep, entries] = await Promise.all([
    getSweep(db, access.sweepId, user.playerId),
    getSweepLeaderboard(db, access.sweepId),
  ]);
  return csvResponse(csvFileName(sweep?.name ?? "sweep", "top-five-leaderboard"), sweepLeaderboardCsv(entries));
});
