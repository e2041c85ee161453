import { getUserPlayer as getUserPlayerContract } from "@/lib/contracts/players";
import { withRoute } from "@/lib/server/api/with-route";
import { db } from "@/lib/server/db/infra/client";
import { getUserPlayer } from "@/lib/server/db/players";
import { notFound } from "@/lib/server/errors";

// GET /api/player/getUserPlayer — the user/player page: own handicaps per sweep, history and events.
export const GET = withRoute(getUserPlayerContract, async ({ user }) => {
  const player = await getUserPlayer(db, user.playerId);
  if (!player) throw notFound("Your player record");
  return player;
});
