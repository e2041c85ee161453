import { listEventEntries as listEventEntriesContract } from "@/lib/contracts/events";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { listEventEntries } from "@/lib/server/db/entries";

// GET /api/events/{eventId}/entries — the event's entries by player name, for members of its sweep.
export const GET = withRoute(listEventEntriesContract, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "member");
  return listEventEntries(db, access.eventId);
});
