import { withRoute } from "@/lib/server/api/with-route";
import { db } from "@/lib/server/db/client";
import { createSweep } from "@/lib/server/db/sweeps";
import { createSweepBodySchema } from "@/lib/validation/sweeps";

// POST /api/sweeps/createSweep — any signed-in user starts a sweep and becomes its owner and first admin.
export const POST = withRoute({ body: createSweepBodySchema }, async ({ user, body }) => {
  const sweep = await createSweep(db, user.playerId, body);
  return Response.json(sweep, { status: 201, headers: { location: `/api/sweeps/${sweep.id}` } });
});
