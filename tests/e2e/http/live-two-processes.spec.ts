// "The live update works across two app processes on one PostgreSQL": two more starts of the built app on a
// PostgreSQL database of their own, as a self-hoster runs them behind a load balancer that terminates TLS, the
// second as `npm start` runs it on a 2-core machine (two app processes behind one port); a score saved through one
// reaches event streams served by both.
import { expect, test } from "@playwright/test";
import { openPostgres } from "@/lib/server/db/infra/connection";
import { assertLocalDatabase, dropDatabase, withDatabase } from "../../integration/test-databases";
import { type AppProcess, seedDatabase, startApp } from "../support/app-process";
import { createScoringEvent, openEventStream, saveScore, signInDemoOwner } from "../support/live";

// Listed by playwright.config.ts only when DATABASE_URL names a PostgreSQL: two processes cannot share the embedded database.
const adminUrl = process.env.DATABASE_URL;
// One pair of processes for the file: its tests run in order in one worker.
test.describe.configure({ mode: "serial" });

const database = `sweeps_e2e_live_${Date.now()}_${process.pid}`;
const processes: AppProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  assertLocalDatabase(adminUrl!);
  const admin = await openPostgres(adminUrl!);
  await admin.exec(`CREATE DATABASE "${database}"`);
  await admin.close();
  const env = {
    ...process.env,
    DATABASE_URL: withDatabase(adminUrl!, database),
    NEXTAUTH_SECRET: "two-processes-share-one-secret-of-32-chars",
    DEMO_MODE: "false",
    TRUSTED_PROXY_HOPS: "1",
  };
  seedDatabase(env);
  // One after the other: each process's first request compiles nothing, but two cold starts at once on two cores are slow.
  processes.push(await startApp(env));
  processes.push(await startApp(env, { processes: 2 }));
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  for (const app of processes) await app.stop();
  if (adminUrl) await dropDatabase(adminUrl, database);
});

test("a score saved through one process reaches the event streams of both within 2 s", async () => {
  const [first, second] = processes as [AppProcess, AppProcess];
  const session = await signInDemoOwner(first.url);
  const card = await createScoringEvent(session, "two processes");
  const streams = [
    await openEventStream(second.url, card.eventId, session.cookie),
    await openEventStream(first.url, card.eventId, session.cookie),
  ];
  try {
    for (const stream of streams) expect((await stream.reader.next()).message).toEqual({ type: "ready" });
    const savedAt = Date.now();
    await saveScore(session, card, 4, 3);
    for (const stream of streams) {
      expect((await stream.reader.next(2_000)).message).toMatchObject({ type: "card", cardId: card.cardId, hole: 4 });
    }
    expect(Date.now() - savedAt).toBeLessThan(2_000);
  } finally {
    for (const stream of streams) await stream.close();
  }
});

test("a process told to stop ends its open streams and exits within seconds, while the other keeps streaming", async () => {
  const [first, second] = processes as [AppProcess, AppProcess];
  const session = await signInDemoOwner(first.url);
  const card = await createScoringEvent(session, "shutdown");
  const leaving = await openEventStream(second.url, card.eventId, session.cookie);
  const staying = await openEventStream(first.url, card.eventId, session.cookie);
  try {
    expect((await leaving.reader.next()).message).toEqual({ type: "ready" });
    expect((await staying.reader.next()).message).toEqual({ type: "ready" });
    const stoppedAt = Date.now();
    await second.stop();
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    await expect(leaving.reader.next(1_000)).rejects.toThrow();

    await saveScore(session, card, 2, 4);
    expect((await staying.reader.next(2_000)).message).toMatchObject({ type: "card", cardId: card.cardId, hole: 2 });
  } finally {
    await leaving.close();
    await staying.close();
  }
});

test("behind a proxy that terminates TLS, the anti-forgery cookie keeps the spec's name and a spec client's write succeeds", async () => {
  const [app] = processes as [AppProcess];
  const overHttps = { "x-forwarded-proto": "https" };
  const page = await fetch(`${app.url}/authentication/login`, { headers: overHttps });
  const cookie = page.headers.getSetCookie().find((line) => line.startsWith("XSRF-TOKEN="));
  expect(cookie, "an XSRF-TOKEN cookie, as section 7 names it").toBeDefined();
  expect(cookie).toMatch(/;\s*Secure/i);
  expect(cookie).toMatch(/;\s*SameSite=Strict/i);
  const token = decodeURIComponent(cookie!.split(";")[0]!.slice("XSRF-TOKEN=".length));
  const email = `https-${Date.now().toString(36)}@example.org`;
  const registration = { firstName: "Tls", lastName: "Client", email, password: "tls-fairway-bunker-42" };
  const register = (headers: Record<string, string>) =>
    fetch(`${app.url}/api/account/register`, {
      method: "POST",
      headers: { ...overHttps, "content-type": "application/json", ...headers },
      body: JSON.stringify(registration),
    });
  expect((await register({ cookie: "XSRF-TOKEN=planted.value", "x-xsrf-token": "planted.value" })).status).toBe(403);
  expect((await register({ cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": token })).status).toBe(201);
});
