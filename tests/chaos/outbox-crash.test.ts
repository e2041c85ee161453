// The app killed between a change and its email (ARCHITECTURE.md#notifications): the owner's message commits, the
// process dies (SIGKILL, no shutdown of any kind) before the mail server has it, and a restarted app sends it, once.
// While the first process runs, its mail server is not listening, so nothing can be delivered before the kill; the
// process is frozen and killed only while no send is under way, so the kill lands between the commit and delivery,
// never inside an attempt.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "@/lib/server/db/api-tokens";
import type { RootDb } from "@/lib/server/db/infra/client";
import { freePort } from "../e2e/support/app-process";
import { createTestMember, createTestSweep } from "../factories";
import { startMailSink } from "../integration/mail-sink";
import { type AppServer, startAppServer } from "./app-server";
import { openChaosDb, sql } from "./chaos-env";
import { waitFor } from "./golf-day";

const MAIL_FROM = "Sweeps <sweeps@example.test>";
// The first retry comes 20 s after a refused send, doubling: a send tried before the kill arrives within this.
const DELIVERED_WITHIN_MS = 90_000;
// Long enough for a second send to show: the worker polls every 2 s.
const QUIET_MS = 8_000;

let db: RootDb;
let sink: Awaited<ReturnType<typeof startMailSink>>;
const apps: AppServer[] = [];

beforeAll(async () => {
  db = openChaosDb();
  sink = await startMailSink();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  await sink.close();
  await db.$disconnect();
});

/** The pg-boss states of the send job of an outbox row. */
const jobStates = async (notificationId: string) =>
  (
    await sql<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = 'send-notification' AND data->>'notificationId' = $1`,
      [notificationId],
    )
  ).map((row) => row.state);

/** Freezes the process at a moment when its worker is not sending, and kills it there. */
async function killBetweenSends(app: AppServer, notificationIds: readonly string[]): Promise<void> {
  for (;;) {
    app.child.kill("SIGSTOP");
    const states = (await Promise.all(notificationIds.map(jobStates))).flat();
    if (!states.includes("active")) break;
    app.child.kill("SIGCONT");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  app.child.kill("SIGKILL");
  await app.exited;
}

describe("the outbox across a crash", () => {
  it("sends a message committed just before the app was killed exactly once, after a restart", async () => {
    const sweep = await createTestSweep(db);
    const member = await createTestMember(db, sweep.id);
    const { token } = await createApiToken(db, sweep.owner.id, "Owner");

    const unreachable = `smtp://127.0.0.1:${await freePort()}`;
    const first = await startAppServer({ SMTP_URL: unreachable, MAIL_FROM });
    apps.push(first);
    const response = await fetch(`${first.url}/api/sweeps/${sweep.id}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ subject: "Crash course", message: "The first tee moves to 8:00." }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const rows = await db.notification.findMany({
      where: { kind: "owner-message", payload: { path: ["sweepId"], equals: sweep.id } },
      select: { id: true, userId: true },
    });
    const ids = rows.map((row) => row.id);
    await killBetweenSends(first, ids);

    expect(rows.map((row) => row.userId).sort()).toEqual([sweep.owner.id, member.user.id].sort());
    expect(sink.received).toHaveLength(0);
    expect(await db.notification.count({ where: { id: { in: ids }, sentAt: { not: null } } })).toBe(0);

    const second = await startAppServer({ SMTP_URL: sink.settings.smtpUrl, MAIL_FROM });
    apps.push(second);
    expect(await waitFor(() => sink.received.length >= rows.length, DELIVERED_WITHIN_MS)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));

    expect(sink.received).toHaveLength(rows.length);
    for (const row of rows) {
      const user = row.userId === member.user.id ? member.user : sweep.owner;
      const [message, ...again] = sink.to(user.email);
      expect(again).toHaveLength(0);
      expect(message!.subject).toContain("Crash course");
      expect(message!.raw).toMatch(new RegExp(`^Message-ID: <${row.id}@localhost>`, "mi"));
    }
    expect(await db.notification.count({ where: { id: { in: ids }, sentAt: { not: null } } })).toBe(rows.length);
    expect((await Promise.all(ids.map(jobStates))).flat()).toEqual(ids.map(() => "completed"));
  });
});
