import * as results from "@/lib/contracts/results";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { getVirtualMatchPlay } from "@/lib/server/db/match-play";
import { notFound } from "@/lib/server/errors";

// GET /api/events/{eventId}/matches — every pair of starters as a match off the handicap difference; members.
export const GET = withRoute(results.getEventMatches, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "member");
  const matches = await getVirtualMatchPlay(db, access.eventId);
  if (!matches) throw notFound("The event");
  return matches;
});
