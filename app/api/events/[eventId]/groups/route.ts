import { listEventGroups } from "@/lib/contracts/events";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { groupEntries, listEventEntries } from "@/lib/server/db/entries";

// GET /api/events/{eventId}/groups — entries each with its group, in draw order, 'Ungrouped' ones last.
export const GET = withRoute(listEventGroups, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "member");
  const { groups, ungrouped } = groupEntries(await listEventEntries(db, access.eventId));
  return [...groups.flatMap((group) => group.entries), ...ungrouped];
});
