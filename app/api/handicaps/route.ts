import { notFound } from "@/lib/server/errors";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/client";
import { getHandicapEntrySweepId, updateHandicapEntry } from "@/lib/server/db/handicaps";
import { updateHandicapBodySchema } from "@/lib/validation/handicaps";

// POST /api/handicaps — an admin of the entry's sweep corrects a handicap entry (also /api/handicaps/, via redirect).
export const POST = withRoute({ body: updateHandicapBodySchema }, async ({ user, body }) => {
  const sweepId = await getHandicapEntrySweepId(db, body.id);
  if (!sweepId) throw notFound("That handicap entry");
  const access = await requireSweepRole(user, sweepId, "admin");
  const entry = await updateHandicapEntry(db, access.sweepId, body.id, body.handicap);
  if (!entry) throw notFound("That handicap entry");
  return entry;
});
