import { getLedgerCsv } from "@/lib/contracts/money";
import { csvFileName, csvResponse } from "@/lib/server/api/csv";
import { ledgerCsv } from "@/lib/server/api/money-csv";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { listLedger } from "@/lib/server/db/money";

// GET /api/sweeps/{sweepId}/ledger/csv — the society ledger as a CSV download; the treasurer, admins and the owner.
export const GET = withRoute(getLedgerCsv, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "treasurer");
  return csvResponse(csvFileName("ledger"), ledgerCsv(await listLedger(db, access.sweepId)));
});
