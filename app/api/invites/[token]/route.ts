import { openSweepInvite } from "@/lib/contracts/members";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepInvite } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { joinByInvite } from "@/lib/server/services/join-by-invite";

// POST /api/invites/{token} — a signed-in user uses a sweep's invite link: a join request, or membership at once.
export const POST = withRoute(openSweepInvite, async ({ user, params }) => {
  const invite = await requireSweepInvite(params.token);
  return joinByInvite(db, invite, user.playerId);
});
