import * as results from "@/lib/contracts/results";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { getEventResults } from "@/lib/server/db/results";
import { notFound } from "@/lib/server/errors";

// GET /api/events/results/{eventId} — the OOM, Cards and Handicaps tabs of an event and its matches count; members.
export const GET = withRoute(results.getEventResults, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "member");
  const eventResults = await getEventResults(db, access);
  if (!eventResults) throw notFound("The event");
  return eventResults;
});
