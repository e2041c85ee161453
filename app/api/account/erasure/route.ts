import { eraseAccount } from "@/lib/contracts/account";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { listCurrentSweepIds } from "@/lib/server/db/erasure";
import { db } from "@/lib/server/db/infra/client";
import { eraseOwnAccount } from "@/lib/server/services/erase-account";

// POST /api/account/erasure — the signed-in user erases their account; their past cards stay as "Former member".
export const POST = withRoute(eraseAccount, async ({ user, body }) => {
  const memberships = [];
  for (const sweepId of await listCurrentSweepIds(db, user.playerId))
    memberships.push(await requireSweepRole(user, sweepId, "member"));
  await eraseOwnAccount(db, user, memberships, body);
});
