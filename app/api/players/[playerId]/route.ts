import { getPlayer as getPlayerContract } from "@/lib/contracts/players";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSharedSweeps } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { getPlayer, getUserPlayer, playerExists } from "@/lib/server/db/players";
import { AppError, notFound } from "@/lib/server/errors";

// GET /api/players/{playerId} — a player's handicaps and events in the sweeps the caller shares with them.
export const GET = withRoute(getPlayerContract, async ({ user, params }) => {
  const player =
    params.playerId === user.playerId
      ? await getUserPlayer(db, user.playerId)
      : await getPlayer(db, params.playerId, await authorizedSharedSweeps(user, params.playerId));
  if (!player) throw notFound("That player");
  return player;
});

async function authorizedSharedSweeps(user: { playerId: string }, playerId: string) {
  const shared = await requireSharedSweeps(user, playerId);
  if (shared.length > 0) return shared;
  if (!(await playerExists(db, playerId))) throw notFound("That player");
  throw new AppError("forbidden", "You can only see players who are members of a sweep you belong to.");
}
