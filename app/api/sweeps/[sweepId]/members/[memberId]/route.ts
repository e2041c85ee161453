import { getMemberHandicaps as getMemberContract } from "@/lib/contracts/members";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { canSeeInactiveMembers } from "@/lib/server/auth/member-policy";
import { db } from "@/lib/server/db/infra/client";
import { getMemberHandicaps } from "@/lib/server/db/members";
import { notFound } from "@/lib/server/errors";

// GET /api/sweeps/{sweepId}/members/{memberId} — one member's handicap history for the side panel; members
// see current members, admins also pending requests and former members.
export const GET = withRoute(getMemberContract, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "member");
  const includeInactive = canSeeInactiveMembers(access);
  const member = await getMemberHandicaps(db, access.sweepId, params.memberId, { includeInactive });
  if (!member) throw notFound("That member");
  return member;
});
