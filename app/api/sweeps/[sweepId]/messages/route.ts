import { sendOwnerMessage as sendOwnerMessageContract } from "@/lib/contracts/notifications";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { takeSweepAllowance } from "@/lib/server/auth/write-limits";
import { db } from "@/lib/server/db/infra/client";
import { sendOwnerMessage } from "@/lib/server/services/send-owner-message";

// POST /api/sweeps/{sweepId}/messages — the owner's short message to every current member.
export const POST = withRoute(sendOwnerMessageContract, async ({ user, params, body }) => {
  const access = await requireSweepRole(user, params.sweepId, "owner");
  await takeSweepAllowance(access.sweepId, sendOwnerMessageContract.sweepLimit);
  return sendOwnerMessage(db, access.sweepId, body);
});
