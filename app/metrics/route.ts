import type { NextRequest } from "next/server";
import { metricsResponse } from "@/lib/server/metrics/metrics-endpoint";

export const dynamic = "force-dynamic";

// GET /metrics — Prometheus's scrape of the whole app, every process (docs/self-hosting.md#logs-and-metrics); off without METRICS_TOKEN.
export const GET = (req: NextRequest) => metricsResponse(req.headers);
