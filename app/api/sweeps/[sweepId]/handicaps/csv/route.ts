import { exportHandicapsCsv } from "@/lib/contracts/handicaps";
import { csvFileName, csvResponse } from "@/lib/server/api/csv";
import { handicapsCsv } from "@/lib/server/api/handicaps-csv";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { listMemberContacts } from "@/lib/server/db/member-contacts";
import { getSweep } from "@/lib/server/db/sweeps";

// GET /api/sweeps/{sweepId}/handicaps/csv — members' handicap indexes in the import's format; admins.
export const GET = withRoute(exportHandicapsCsv, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "admin");
  const [sweep, members] = await Promise.all([
    getSweep(db, access.sweepId, user.playerId),
    listMemberContacts(db, access.sweepId),
  ]);
  return csvResponse(csvFileName(sweep?.name ?? "sweep", "handicaps"), handicapsCsv(members));
});
