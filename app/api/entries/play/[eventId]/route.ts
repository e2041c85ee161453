import { getPlay } from "@/lib/contracts/scorecards";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { readPlayDto } from "@/lib/server/db/scorecards";

// GET /api/entries/play/{eventId} — the caller's card, the card they mark and their group, for playing the event.
export const GET = withRoute(getPlay, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "member");
  return readPlayDto(db, access);
});
