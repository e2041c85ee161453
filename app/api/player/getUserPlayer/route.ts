import { notFound } from "@/lib/server/errors";
import { withRoute } from "@/lib/server/api/with-route";
import { db } from "@/lib/server/db/client";
import { getUserPlayer } from "@/lib/server/db/players";

// GET /api/player/getUserPlayer — the user/player page: own handicaps per sweep, history and events.
export const GET = withRoute({}, async ({ user }) => {
  const player = await getUserPlayer(db, user.playerId);
  if (!player) throw notFound("Your player record");
  return player;
});
