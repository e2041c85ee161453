// "The live update works across two app processes on one PostgreSQL": two more processes of the built app on a
// PostgreSQL database of their own; a score saved through one reaches event streams served by both.
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
  };
  seedDatabase(env);
  // One after the other: each process's first request compiles nothing, but two cold starts at once on two cores are slow.
  processes.push(await startApp(env));
  processes.push(await startApp(env));
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
