import { exportSweep } from "@/lib/contracts/sweep-transfer";
import { fileSlug } from "@/lib/server/api/csv";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { readSweepExport } from "@/lib/server/db/sweep-export";

// GET /api/sweeps/{sweepId}/export — the whole sweep as the export file, a download; the owner.
export const GET = withRoute(exportSweep, async ({ user, params }) => {
  const access = await requireSweepRole(user, params.sweepId, "owner");
  const file = await readSweepExport(db, access.sweepId);
  const day = file.exportedAt.slice(0, 10);
  return Response.json(file, {
    headers: {
      "content-disposition": `attachment; filename="${fileSlug(file.sweep.name, "export", day)}.json"`,
      "cache-control": "no-store",
    },
  });
});
