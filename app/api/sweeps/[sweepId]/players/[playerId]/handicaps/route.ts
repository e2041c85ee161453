import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/client";
import { createHandicapEntry } from "@/lib/server/db/handicaps";
import { createHandicapBodySchema } from "@/lib/validation/handicaps";
import { sweepPlayerParamsSchema } from "@/lib/validation/members";

// POST /api/sweeps/{sweepId}/players/{playerId}/handicaps — an admin records a member's new handicap here.
export const POST = withRoute(
  { params: sweepPlayerParamsSchema, body: createHandicapBodySchema },
  async ({ user, params, body }) => {
    const access = await requireSweepRole(user, params.sweepId, "admin");
    const entry = await createHandicapEntry(db, access.sweepId, params.playerId, { exact: body.handicap, eventId: body.eventId });
    return Response.json(entry, { status: 201 });
  },
);
