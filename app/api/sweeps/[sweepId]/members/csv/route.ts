import { exportMembersCsv } from "@/lib/contracts/members";
import { csvFileName, csvResponse } from "@/lib/server/api/csv";
import { membersCsv } from "@/lib/server/api/members-csv";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { listMemberContacts } from "@/lib/server/db/member-contacts";
import { getSweep } from "@/lib/server/db/sweeps";

// GET /api/sweeps/{sweepId}/members/csv — the member list for the club and the insurer; admins.
export const GET = withRoute(exportMembersCsv, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "admin");
  const [sweep, members] = await Promise.all([
    getSweep(db, access.sweepId, user.playerId),
    listMemberContacts(db, access.sweepId),
  ]);
  return csvResponse(csvFileName(sweep?.name ?? "sweep", "members"), membersCsv(members));
});
