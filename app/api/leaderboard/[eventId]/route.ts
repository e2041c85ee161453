import * as results from "@/lib/contracts/results";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { getEventLeaderboard, toSpecLeaderboardRows } from "@/lib/server/db/leaderboards";
import { notFound } from "@/lib/server/errors";

// GET /api/leaderboard/{eventId} — the event leaderboard as rows of player, hole and points; members.
export const GET = withRoute(results.getEventLeaderboard, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "member");
  const leaderboard = await getEventLeaderboard(db, access.eventId);
  if (!leaderboard) throw notFound("The event");
  return toSpecLeaderboardRows(leaderboard);
});
