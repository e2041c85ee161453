import { withRoute } from "@/lib/server/api/with-route";

// GET /api/player/getPlayerId — the signed-in user's player id.
export const GET = withRoute({}, async ({ user }) => ({ playerId: user.playerId }));
