// "The live update works across two app processes on one PostgreSQL": two more starts of the built app on a
// PostgreSQL database of their own, as a self-hoster runs them behind a load balancer that terminates TLS, the
// second as `npm start` runs it on a 2-core machine (two app processes behind one port); a score saved through one
// reaches event streams served by both, and a page whose stream a load balancer cuts misses nothing when it
// reconnects to the other.
import { expect, test } from "@playwright/test";
import { EventSource } from "eventsource";
import { openPostgres } from "@/lib/server/db/infra/connection";
import { assertLocalDatabase, dropDatabase, withDatabase } from "../../integration/test-databases";
import { type AppProcess, seedDatabase, startApp } from "../support/app-process";
import { startBalancer } from "../support/balancer";
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

test("a page whose stream a balancer cuts reconnects with Last-Event-ID to the other machine and misses no change made meanwhile", async () => {
  test.setTimeout(60_000);
  const [first, second] = processes as [AppProcess, AppProcess];
  const session = await signInDemoOwner(first.url);
  const card = await createScoringEvent(session, "balancer");
  // Far below the app's 15 s heartbeat, so the balancer cuts the stream whenever it is quiet for a second.
  const balancer = await startBalancer([first.url, second.url], { idleTimeoutMs: 1_000 });
  // What the page shows of the card, hole by hole: read again on each message, as useLiveEvent has a page do.
  const shown = new Map<number, number | null>();
  const readCard = async () => {
    const read = await session.json<{ scores: Array<{ holeNumber: number; gross: number | null }> }>(
      "GET",
      `/api/scorecards/${card.cardId}`,
    );
    for (const score of read.scores) shown.set(score.holeNumber, score.gross);
  };
  const received: Array<{ id: string; type: string }> = [];
  let cuts = 0;
  // A browser's EventSource: it reconnects by itself after the server's `retry`, sending the last id it saw.
  const source = new EventSource(`${balancer.url}/api/events/${card.eventId}/stream`, {
    fetch: (url, init) => fetch(url, { ...init, headers: { ...init.headers, cookie: session.cookie } }),
  });
  source.onmessage = (event) => {
    received.push({ id: event.lastEventId, type: (JSON.parse(event.data as string) as { type: string }).type });
    void readCard();
  };
  source.onerror = () => void (cuts += 1);
  try {
    await expect.poll(() => received.map((message) => message.type)).toEqual(["ready"]);
    await saveScore(session, card, 1, 5);
    await expect.poll(() => shown.get(1), { timeout: 2_000 }).toBe(5);

    // Cut while quiet; the change is committed through the first machine before the page is back.
    await expect.poll(() => cuts, { timeout: 5_000 }).toBe(1);
    const lastIdBeforeCut = received.at(-1)!.id;
    await saveScore(session, card, 2, 6);
    expect(balancer.routed.filter((request) => request.path.endsWith("/stream"))).toHaveLength(1);

    await expect.poll(() => shown.get(2), { timeout: 10_000 }).toBe(6);
    const [opened, reopened] = balancer.routed.filter((request) => request.path.endsWith("/stream"));
    expect(reopened!.upstream, "the reconnect reached the other machine").not.toBe(opened!.upstream);
    expect(reopened!.lastEventId).toBe(lastIdBeforeCut);
    expect(received.at(-1)!.type).toBe("resync");
  } finally {
    source.close();
    await balancer.close();
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
