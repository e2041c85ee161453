// The bearer token of the e2e server's Prometheus endpoint (METRICS_TOKEN): set, so the spec can read /metrics
// as a scraper would and be refused without it.
export const E2E_METRICS_TOKEN = "e2e-metrics-token-0123456789abcdef";
