import { updateHandicap } from "@/lib/contracts/handicaps";
import { withRoute } from "@/lib/server/api/with-route";
import { requireHandicapEntryRole, requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { notFound } from "@/lib/server/errors";
import { correctHandicap, recordHandicap } from "@/lib/server/services/handicap-changes";

// POST /api/handicaps — an admin corrects a handicap entry ({id, handicap, reason?}) or records a member's new
// handicap ({playerId, sweepId, handicap, eventId?, reason?}); also /api/handicaps/, via redirect.
export const POST = withRoute(updateHandicap, async ({ user, body }) => {
  const by = { playerId: user.playerId, reason: body.reason ?? null };
  if (!("id" in body)) {
    const access = await requireSweepRole(user, body.sweepId, "admin");
    return recordHandicap(db, access.sweepId, body.playerId, { exact: body.handicap, eventId: body.eventId }, by);
  }
  const access = await requireHandicapEntryRole(user, body.id, "admin");
  const entry = await correctHandicap(db, access.sweepId, body.id, body.handicap, by);
  if (!entry) throw notFound("That handicap entry");
  return entry;
});
