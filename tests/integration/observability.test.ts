// What an owner watching the server relies on: every log line of a request carries the request's id, which its
// problem answer names too; no personal data or secret reaches the log; and the Prometheus endpoint is off until
// METRICS_TOKEN is set, then answers only that token.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { GET as getAccount } from "@/app/api/account/route";
import { GET as getHealth } from "@/app/api/health/route";
import { GET as getMetrics } from "@/app/metrics/route";
import { env } from "@/lib/server/env";
import { logger } from "@/lib/server/log/logger";
import { APP_ORIGIN, callRoute, readProblem } from "./http";

const SECRET_TOKEN = "swp_abcdefghijklmnopqrstuvwxyz0123456789";
const SESSION_COOKIE = "next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.secret-session";
const EMAIL = "jo.bloggs@example.org";

/** The JSON lines the logger writes while `work` runs. */
async function logLinesOf(work: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const written: string[] = [];
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await work();
  } finally {
    write.mockRestore();
  }
  return written
    .join("")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const levelBefore = logger.level;
beforeAll(() => void (logger.level = "info"));
afterAll(() => void (logger.level = levelBefore));

describe("the server's log", () => {
  it("carries the request's id on every line, and the problem answer names the same id", async () => {
    let problem: Awaited<ReturnType<typeof readProblem>> & { requestId?: string } = { status: 0, code: "", detail: "" };
    const lines = await logLinesOf(async () => {
      const response = await callRoute(getAccount, {
        path: "/api/account",
        as: { kind: "token", token: SECRET_TOKEN },
        headers: { "x-request-id": "proxy-id-0123456789", cookie: SESSION_COOKIE },
      });
      problem = await readProblem(response);
    });
    expect(problem).toMatchObject({ status: 401, requestId: "proxy-id-0123456789" });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.requestId).toBe("proxy-id-0123456789");
    expect(lines).toContainEqual(expect.objectContaining({ route: "/api/account", status: 401, msg: "request" }));
    const text = JSON.stringify(lines);
    expect(text).not.toContain(SECRET_TOKEN);
    expect(text).not.toContain("secret-session");
  });

  it("gives a request a new id when the one sent does not look like an id", async () => {
    const response = await callRoute(getAccount, {
      path: "/api/account",
      headers: { "x-request-id": "line\u0085break; drop table" },
    });
    const { requestId } = (await readProblem(response)) as { requestId?: string };
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("removes emails, passwords, tokens, cookies and authorization headers from what is logged", async () => {
    const lines = await logLinesOf(async () => {
      logger.error(
        {
          err: new Error(`duplicate key for ${EMAIL}`),
          email: EMAIL,
          password: "correct horse battery staple",
          body: { currentPassword: "old-secret-words", token: SECRET_TOKEN },
          req: { headers: { authorization: `Bearer ${SECRET_TOKEN}`, cookie: SESSION_COOKIE } },
        },
        `Sign-in of ${EMAIL} with Bearer ${SECRET_TOKEN} failed`,
      );
    });
    const text = JSON.stringify(lines);
    for (const secret of [EMAIL, "correct horse", "old-secret-words", SECRET_TOKEN, "secret-session"])
      expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ level: "error", email: "[redacted]", password: "[redacted]" });
  });
});

describe("the Prometheus endpoint", () => {
  const scrape = (authorization?: string) =>
    getMetrics(
      new NextRequest(new URL("/metrics", APP_ORIGIN), {
        headers: authorization ? { authorization } : {},
      }),
    );
  afterEach(() => void (env.METRICS_TOKEN = undefined));

  it("is off (404) while METRICS_TOKEN is unset", async () => {
    const response = await scrape(`Bearer ${SECRET_TOKEN}`);
    expect((await readProblem(response)).status).toBe(404);
  });

  it("refuses a missing or wrong token with 401 problem+json", async () => {
    env.METRICS_TOKEN = SECRET_TOKEN;
    for (const authorization of [undefined, "Bearer not-the-metrics-token", SECRET_TOKEN]) {
      const response = await scrape(authorization);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await readProblem(response)).toMatchObject({ status: 401, code: "unauthenticated" });
    }
  });

  it("answers the token with request rates and latencies by route pattern, streams, saves and backup age", async () => {
    env.METRICS_TOKEN = SECRET_TOKEN;
    await callRoute(getHealth, { path: "/api/health" });
    const response = await scrape(`Bearer ${SECRET_TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(
      /sweeps_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    expect(text).toMatch(/sweeps_event_streams_open \d+/);
    expect(text).toContain("sweeps_card_saves_total");
    expect(text).toContain("sweeps_backup_age_seconds");
  });
});
