import { notFound } from "@/lib/server/errors";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/client";
import { deleteHandicapEntry, getHandicapEntrySweepId } from "@/lib/server/db/handicaps";
import { handicapParamsSchema } from "@/lib/validation/handicaps";

// DELETE /api/handicaps/{handicapId} — an admin of the entry's sweep deletes a handicap entry.
export const DELETE = withRoute({ params: handicapParamsSchema }, async ({ user, params }) => {
  const sweepId = await getHandicapEntrySweepId(db, params.handicapId);
  if (!sweepId) throw notFound("That handicap entry");
  const access = await requireSweepRole(user, sweepId, "admin");
  if (!(await deleteHandicapEntry(db, access.sweepId, params.handicapId))) throw notFound("That handicap entry");
  return new Response(null, { status: 204 });
});
