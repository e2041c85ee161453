import { deleteHandicap } from "@/lib/contracts/handicaps";
import { withRoute } from "@/lib/server/api/with-route";
import { requireHandicapEntryRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { notFound } from "@/lib/server/errors";
import { withdrawHandicap } from "@/lib/server/services/handicap-changes";

// DELETE /api/handicaps/{handicapId} — an admin of the entry's sweep withdraws a handicap entry (kept for the audit).
export const DELETE = withRoute(deleteHandicap, async ({ user, params, query }) => {
  const access = await requireHandicapEntryRole(user, params.handicapId, "admin");
  const by = { playerId: user.playerId, reason: query.reason ?? null };
  if (!(await withdrawHandicap(db, access.sweepId, params.handicapId, by))) throw notFound("That handicap entry");
});
