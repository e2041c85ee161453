import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as unsubscribe } from "@/app/api/notifications/unsubscribe/route";
import { POST as sendMessage } from "@/app/api/sweeps/[sweepId]/messages/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { notifyEnteredInEvent } from "@/lib/server/notifications/causes";
import { deliverNotification } from "@/lib/server/notifications/deliver";
import { createMailer } from "@/lib/server/notifications/mailer";
import type { NotificationWorker } from "@/lib/server/notifications/worker";
import {
  createSweepFixture,
  createTestEvent,
  createTestMember,
  createTestSweep,
  createTestUser,
  daysFromToday,
  signedIn,
  type SweepFixture,
} from "../factories";
import { callRoute, readProblem } from "./http";
import { startMailSink } from "./mail-sink";
import { startTestWorker, useMailSettings } from "./notification-worker";

let sink: Awaited<ReturnType<typeof startMailSink>>;
let worker: NotificationWorker;
let f: SweepFixture;

beforeAll(async () => {
  sink = await startMailSink();
  useMailSettings({ ...sink.settings, retryDelaySeconds: 1 });
  worker = await startTestWorker(sink.settings);
  f = await createSweepFixture(db);
});
afterAll(async () => {
  await worker.stop();
  await sink.close();
  useMailSettings(null);
});

const waitUntil = (check: () => Promise<boolean> | boolean) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error("not yet");
    },
    { timeout: 20_000, interval: 100 },
  );
const subjectsOf = (user: UserIdentity) => sink.to(user.email).map((message) => message.subject);

/** A cause committed for `member`: an admin entered them in a new event. Answers the event's id. */
async function enterInNewEvent(member: UserIdentity): Promise<string> {
  const event = await createTestEvent(db, f.sweep.id, { courseId: f.event.courseId, date: daysFromToday(3) });
  await db.$transaction((tx) => notifyEnteredInEvent(tx, "added-to-event", event.id, member.playerId));
  return event.id;
}
const outboxRow = (eventId: string, member: UserIdentity) =>
  db.notification.findUniqueOrThrow({ where: { key: `added-to-event:${eventId}:${member.id}` } });

describe("delivery of the outbox", () => {
  it("retries while the mail server refuses, and delivers once it accepts", async () => {
    const member = (await createTestMember(db, f.sweep.id)).user;
    sink.state.refuse = true;
    const attemptsBefore = sink.state.attempts;
    const eventId = await enterInNewEvent(member);
    await waitUntil(() => sink.state.attempts >= attemptsBefore + 2);
    expect((await outboxRow(eventId, member)).sentAt).toBeNull();
    sink.state.refuse = false;
    await waitUntil(() => sink.to(member.email).length > 0);
    expect(sink.to(member.email)).toHaveLength(1);
    await waitUntil(async () => (await outboxRow(eventId, member)).sentAt !== null);
  });

  it("loses nothing when the app stops between the change and the send, and sends it after a restart", async () => {
    await worker.stop();
    const member = (await createTestMember(db, f.sweep.id)).user;
    const eventId = await enterInNewEvent(member);
    // A change that rolls back (a crash inside the transaction) leaves neither an outbox row nor a job.
    const rolledBack = await createTestEvent(db, f.sweep.id, { courseId: f.event.courseId, date: daysFromToday(4) });
    await expect(
      db.$transaction(async (tx) => {
        await notifyEnteredInEvent(tx, "added-to-event", rolledBack.id, member.playerId);
        throw new Error("the process died here");
      }),
    ).rejects.toThrow("the process died here");
    expect(await db.notification.count({ where: { key: { contains: rolledBack.id } } })).toBe(0);
    expect(sink.to(member.email)).toEqual([]);

    worker = await startTestWorker(sink.settings);
    await waitUntil(() => sink.to(member.email).length > 0);
    expect(sink.to(member.email).map((message) => message.text.includes(eventId))).toEqual([true]);
  });

  it("sends a row once however many times its job runs", async () => {
    const member = (await createTestMember(db, f.sweep.id)).user;
    const eventId = await enterInNewEvent(member);
    // The worker stamps the row just after the server accepts: a job that runs again from then on finds it sent.
    await waitUntil(async () => (await outboxRow(eventId, member)).sentAt !== null);
    const row = await outboxRow(eventId, member);
    const mailer = createMailer(sink.settings);
    expect(await deliverNotification(db, row.id, mailer, sink.settings)).toBe("done before");
    mailer.close();
    // The same cause written again (a retried request) adds no row.
    await db.$transaction((tx) => notifyEnteredInEvent(tx, "added-to-event", eventId, member.playerId));
    expect(await db.notification.count({ where: { key: row.key } })).toBe(1);
    expect(sink.to(member.email)).toHaveLength(1);
  });

  it("honours the one-click unsubscribe link: that kind stops, the others still come", async () => {
    const member = (await createTestMember(db, f.sweep.id)).user;
    await enterInNewEvent(member);
    await waitUntil(() => sink.to(member.email).length > 0);
    const link = /http:\/\/sweeps\.example\.test\/unsubscribe\/(\S+)/.exec(sink.to(member.email)[0]!.text)?.[1];
    expect(link).toBeDefined();
    const answer = await callRoute(unsubscribe, {
      method: "POST",
      path: "/api/notifications/unsubscribe",
      body: { token: link },
      as: { kind: "anonymous" },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ kind: "added-to-event", title: "Added to an event" });
    const forged = await callRoute(unsubscribe, {
      method: "POST",
      path: "/api/notifications/unsubscribe",
      body: { token: `${link!.split(".")[0]}.forged` },
      as: { kind: "anonymous" },
    });
    expect(forged.status).toBe(404);

    const skippedEvent = await enterInNewEvent(member);
    await waitUntil(async () => (await outboxRow(skippedEvent, member)).skippedAt !== null);
    const message = await callRoute(sendMessage, {
      method: "POST",
      path: `/api/sweeps/${f.sweep.id}/messages`,
      params: { sweepId: f.sweep.id },
      body: { subject: "Dinner", message: "Dinner after the <Spring> Cup & prizes." },
      as: signedIn(f.owner),
    });
    expect(message.status).toBe(201);
    await waitUntil(() => subjectsOf(member).some((subject) => subject.includes("Dinner")));
    expect(subjectsOf(member).filter((subject) => subject.includes("you are entered in"))).toHaveLength(1);
  });

  it("sends the owner's message to current members only", async () => {
    const response = await callRoute(sendMessage, {
      method: "POST",
      path: `/api/sweeps/${f.sweep.id}/messages`,
      params: { sweepId: f.sweep.id },
      body: { subject: "Season dates", message: "Ten events this year." },
      as: signedIn(f.owner),
    });
    expect(response.status).toBe(201);
    const { recipients } = (await response.json()) as { recipients: number };
    await waitUntil(() => subjectsOf(f.marker.user).some((subject) => subject.includes("Season dates")));
    await waitUntil(
      () => sink.received.filter((email) => email.subject.includes("Season dates")).length === recipients,
    );
    expect(subjectsOf(f.pending.user).some((subject) => subject.includes("Season dates"))).toBe(false);
    const html = sink.to(f.marker.user.email).find((email) => email.subject.includes("Season dates"))!.html;
    expect(html).toContain("Ten events this year.");
  });

  it("lets a sweep send 3 owner's messages a day, then refuses with when to try again; other sweeps are apart", async () => {
    const owner = await createTestUser(db, { firstName: "Busy" });
    const [limited, other] = await Promise.all([createTestSweep(db, { owner }), createTestSweep(db, { owner })]);
    await Promise.all([limited!, other!].map((sweep) => createTestMember(db, sweep.id)));
    const send = (sweepId: string, subject: string) =>
      callRoute(sendMessage, {
        method: "POST",
        path: `/api/sweeps/${sweepId}/messages`,
        params: { sweepId },
        body: { subject, message: "See you on the tee." },
        as: signedIn(owner),
      });
    const messagesOf = (sweepId: string) =>
      db.notification.count({ where: { kind: "owner-message", payload: { path: ["sweepId"], equals: sweepId } } });

    for (const subject of ["One", "Two", "Three"]) expect((await send(limited!.id, subject)).status).toBe(201);
    const queued = await messagesOf(limited!.id);
    const refused = await send(limited!.id, "Four");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 3_600);
    const problem = await readProblem(refused);
    expect(problem).toMatchObject({ status: 429, code: "rate_limited" });
    expect(problem.detail).toMatch(
      /^You have sent 3 messages to this sweep's members in the last day; try again in (24|23) hours\.$/,
    );
    expect(await messagesOf(limited!.id)).toBe(queued);
    expect((await send(other!.id, "Elsewhere")).status).toBe(201);
    expect(await messagesOf(other!.id)).toBe(queued / 3);
  });
});
