import { listSweeps } from "@/lib/contracts/sweeps";
import { withRoute } from "@/lib/server/api/with-route";
import { db } from "@/lib/server/db/infra/client";
import { listSweepsForPlayer } from "@/lib/server/db/sweeps";

// GET /api/sweeps — every sweep as a card (name, counts, owner) with the caller's membership state.
export const GET = withRoute(listSweeps, async ({ user }) => listSweepsForPlayer(db, user.playerId));
