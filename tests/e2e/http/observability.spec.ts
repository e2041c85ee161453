// Request ids and the Prometheus endpoint through the real server (docs/self-hosting.md#logs-and-metrics): the id
// is given by scripts/next-server.mjs, so only the built app shows whether a client ever sees it.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { E2E_METRICS_TOKEN } from "../support/metrics-token";

const UNKNOWN_EVENT = `/api/events/${randomUUID()}`;

test("every answer carries an X-Request-Id, and a problem answer names the same id", async ({ request }) => {
  const health = await request.get("/api/health");
  expect(health.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

  const missing = await request.get(UNKNOWN_EVENT);
  expect(missing.status()).toBeGreaterThanOrEqual(400);
  expect(missing.headers()["content-type"]).toBe("application/problem+json");
  const id = missing.headers()["x-request-id"];
  expect(id).not.toBe(health.headers()["x-request-id"]);
  expect(((await missing.json()) as { requestId?: string }).requestId).toBe(id);
});

test("a proxy's well-formed request id is kept, and a malformed one is replaced", async ({ request }) => {
  const fromProxy = "proxy-7f3a9c21.edge:4";
  const kept = await request.get(UNKNOWN_EVENT, { headers: { "x-request-id": fromProxy } });
  expect(kept.headers()["x-request-id"]).toBe(fromProxy);
  expect(((await kept.json()) as { requestId?: string }).requestId).toBe(fromProxy);

  const replaced = await request.get("/api/health", { headers: { "x-request-id": "bad id\twith spaces" } });
  expect(replaced.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

test("/metrics refuses a scraper without the token with 401 problem+json, and answers Prometheus text with it", async ({
  request,
}) => {
  for (const authorization of [undefined, "Bearer wrong-token-of-some-length", `Basic ${E2E_METRICS_TOKEN}`]) {
    const refused = await request.get("/metrics", { headers: authorization ? { authorization } : {} });
    expect(refused.status(), `authorization: ${authorization}`).toBe(401);
    expect(refused.headers()["content-type"]).toBe("application/problem+json");
    expect(refused.headers()["www-authenticate"]).toMatch(/^Bearer/);
  }

  await request.get("/api/health");
  const scraped = await request.get("/metrics", { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } });
  expect(scraped.status()).toBe(200);
  expect(scraped.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await scraped.text();
  expect(text).toMatch(/^sweeps_http_request_duration_seconds_count\{[^}]*route="\/api\/health"[^}]*\} [1-9]/m);
  expect(text).toContain("sweeps_event_streams_open");
  expect(text, "the token never appears in what is scraped").not.toContain(E2E_METRICS_TOKEN);
});
