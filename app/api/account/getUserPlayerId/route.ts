import { withRoute } from "@/lib/server/api/with-route";

// GET /api/account/getUserPlayerId — {playerId} of the signed-in user.
export const GET = withRoute({}, async ({ user }) => ({ playerId: user.playerId }));
