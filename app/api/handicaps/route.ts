import { updateHandicap } from "@/lib/contracts/handicaps";
import { withRoute } from "@/lib/server/api/with-route";
import { requireHandicapEntryRole, requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { createHandicapEntry, updateHandicapEntry } from "@/lib/server/db/handicaps";
import { notFound } from "@/lib/server/errors";

// POST /api/handicaps — an admin corrects a handicap entry ({id, handicap}) or records a member's new handicap
// ({playerId, sweepId, handicap, eventId?}); also /api/handicaps/, via redirect.
export const POST = withRoute(updateHandicap, async ({ user, body }) => {
  if (!("id" in body)) {
    const access = await requireSweepRole(user, body.sweepId, "admin");
    return createHandicapEntry(db, access.sweepId, body.playerId, { exact: body.handicap, eventId: body.eventId });
  }
  const access = await requireHandicapEntryRole(user, body.id, "admin");
  const entry = await updateHandicapEntry(db, access.sweepId, body.id, body.handicap);
  if (!entry) throw notFound("That handicap entry");
  return entry;
});
