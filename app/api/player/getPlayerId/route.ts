import { getPlayerId } from "@/lib/contracts/players";
import { withRoute } from "@/lib/server/api/with-route";

// GET /api/player/getPlayerId — the signed-in user's player id (also GET /api/account/getUserPlayerId).
export const GET = withRoute(getPlayerId, async ({ user }) => ({ playerId: user.playerId }));
