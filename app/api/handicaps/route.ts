import { updateHandicap } from "@/lib/contracts/handicaps";
import { withRoute } from "@/lib/server/api/with-route";
import { requireHandicapEntryRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { updateHandicapEntry } from "@/lib/server/db/handicaps";
import { notFound } from "@/lib/server/errors";

// POST /api/handicaps — an admin of the entry's sweep corrects a handicap entry (also /api/handicaps/, via redirect).
export const POST = withRoute(updateHandicap, async ({ user, body }) => {
  const access = await requireHandicapEntryRole(user, body.id, "admin");
  const entry = await updateHandicapEntry(db, access.sweepId, body.id, body.handicap);
  if (!entry) throw notFound("That handicap entry");
  return entry;
});
