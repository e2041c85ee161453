import * as results from "@/lib/contracts/results";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { getVirtualMatchPlay, matchesOfPlayer } from "@/lib/server/db/match-play";
import { notFound } from "@/lib/server/errors";

// GET /api/virtualmatchplay/{eventId} — the caller's matches against every other starter; members.
export const GET = withRoute(results.getVirtualMatchPlay, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "member");
  const matches = await getVirtualMatchPlay(db, access.eventId);
  if (!matches) throw notFound("The event");
  return matchesOfPlayer(matches, access.playerId);
});
