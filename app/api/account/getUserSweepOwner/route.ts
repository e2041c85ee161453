import { withRoute } from "@/lib/server/api/with-route";
import { isSweepOwner } from "@/lib/server/db/account";
import { db } from "@/lib/server/db/client";

// GET /api/account/getUserSweepOwner — {isSweepOwner}: does the signed-in user own any sweep.
// (The spec's "getUser{product}wner" path is garbled; this is the operation it names.)
export const GET = withRoute({}, async ({ user }) => ({ isSweepOwner: await isSweepOwner(db, user.playerId) }));
