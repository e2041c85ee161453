import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { problemResponse } from "../api/problem";
import { env } from "../env";
import { inRequestContext } from "../log/request-context";
import { appMetrics } from "./cluster-metrics";
import { serverMetrics } from "./registry";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the request carries METRICS_TOKEN as its bearer token, compared in constant time. */
function carriesMetricsToken(headers: Headers, token: string): boolean {
  const sent = headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

/**
 * GET /metrics for Prometheus: off (404) unless METRICS_TOKEN is set, and then only for a request that sends it as
 * its bearer token (401 otherwise). It reports the whole app, every process of `npm start` (./cluster-metrics.ts). Not part of the JSON API: Prometheus's text format, outside its contracts.
 */
export function metricsResponse(headers: Headers): Promise<Response> {
  return inRequestContext(headers, async () => {
    const token = env.METRICS_TOKEN;
    if (!token)
      return problemResponse("not_found", "Metrics are off on this server: set METRICS_TOKEN to turn them on.");
    if (!carriesMetricsToken(headers, token)) {
      return problemResponse(
        "unauthenticated",
        "Send the server's METRICS_TOKEN as a bearer token to read its metrics.",
        {
          headers: { "www-authenticate": 'Bearer realm="metrics"' },
        },
      );
    }
    const { registry } = serverMetrics();
    const text = await appMetrics(registry);
    if (text === null) {
      return problemResponse(
        "unavailable",
        "The metrics of every app process could not be gathered: one is starting. Try again in a moment.",
        { headers: { "retry-after": "5" } },
      );
    }
    return new Response(text, {
      headers: { "content-type": registry.contentType, "cache-control": "no-store" },
    });
  });
}
