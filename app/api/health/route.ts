import { withRoute } from "@/lib/server/api/with-route";
import { db } from "@/lib/server/db/client";

export const dynamic = "force-dynamic";

/** Shape: { status: "ok" | "unavailable", database: "ok" | "unreachable" }; 503 when the database is down. */
// GET /api/health — liveness and database reachability, for load balancers and the start-up check.
export const GET = withRoute({ auth: false }, async () => {
  const database = await db.$queryRaw`SELECT 1`.then(
    () => "ok" as const,
    () => "unreachable" as const,
  );
  const status = database === "ok" ? "ok" : "unavailable";
  return Response.json({ status, database }, { status: database === "ok" ? 200 : 503, headers: { "cache-control": "no-store" } });
});
