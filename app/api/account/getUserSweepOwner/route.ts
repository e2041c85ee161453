import { getUserSweepOwner } from "@/lib/contracts/account";
import { withRoute } from "@/lib/server/api/with-route";
import { isSweepOwner } from "@/lib/server/db/account";
import { db } from "@/lib/server/db/client";

// GET /api/account/getUserSweepOwner — {isSweepOwner}: does the signed-in user own any sweep.
export const GET = withRoute(getUserSweepOwner, async ({ user }) => ({ isSweepOwner: await isSweepOwner(db, user.playerId) }));
