import { reverseLedgerEntry } from "@/lib/contracts/money";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { reversePayment } from "@/lib/server/db/money";

// POST /api/sweeps/{sweepId}/ledger/{ledgerEntryId}/reversal — correct a payment with a reversing entry; the treasurer, admins and the owner.
export const POST = withRoute(reverseLedgerEntry, async ({ user, params, body }) => {
  const access = await requireSweepRole(user, params.sweepId, "treasurer");
  return reversePayment(db, access.sweepId, params.ledgerEntryId, body.reason, access.playerId);
});
