import { getHealth } from "@/lib/contracts/system";
import { withRoute } from "@/lib/server/api/with-route";
import { db } from "@/lib/server/db/infra/client";
import { lastBackupAt } from "@/lib/server/db/infra/scheduled-backups";

export const dynamic = "force-dynamic";

// GET /api/health — liveness, database reachability and the last backup, for load balancers, the start-up check
// and monitoring; 503 when the database is down.
export const GET = withRoute(getHealth, async () => {
  const database = await db.$queryRaw`SELECT 1`.then(
    () => "ok" as const,
    () => "unreachable" as const,
  );
  const status = database === "ok" ? "ok" : "unavailable";
  return Response.json(
    { status, database, lastBackupAt: lastBackupAt()?.toISOString() ?? null },
    { status: database === "ok" ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
});
