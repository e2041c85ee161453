import { getHealth } from "@/lib/contracts/system";
import { withRoute } from "@/lib/server/api/with-route";
import { db } from "@/lib/server/db/infra/client";

export const dynamic = "force-dynamic";

// GET /api/health — liveness and database reachability, for load balancers and the start-up check; 503 when down.
export const GET = withRoute(getHealth, async () => {
  const database = await db.$queryRaw`SELECT 1`.then(
    () => "ok" as const,
    () => "unreachable" as const,
  );
  const status = database === "ok" ? "ok" : "unavailable";
  return Response.json(
    { status, database },
    { status: database === "ok" ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
});
