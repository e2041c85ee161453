import { deleteHandicap } from "@/lib/contracts/handicaps";
import { withRoute } from "@/lib/server/api/with-route";
import { requireHandicapEntryRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { deleteHandicapEntry } from "@/lib/server/db/handicaps";

// DELETE /api/handicaps/{handicapId} — an admin of the entry's sweep deletes a handicap entry.
export const DELETE = withRoute(deleteHandicap, async ({ user, params }) => {
  const access = await requireHandicapEntryRole(user, params.handicapId, "admin");
  await deleteHandicapEntry(db, access.sweepId, params.handicapId);
});
