import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as close } from "@/app/api/events/close/[eventId]/route";
import { POST as draw } from "@/app/api/events/draw/[eventId]/route";
import { POST as reopen } from "@/app/api/events/reopen/[eventId]/route";
import { POST as enter } from "@/app/api/entries/enter/route";
import { POST as withdraw } from "@/app/api/entries/withdraw/route";
import { POST as addPlayer } from "@/app/api/events/[eventId]/players/[playerId]/route";
import { PUT as setStart } from "@/app/api/events/[eventId]/start/route";
import { POST as approve } from "@/app/api/sweeps/approve/route";
import { POST as decline } from "@/app/api/sweeps/decline/route";
import { POST as join } from "@/app/api/sweeps/join/[sweepId]/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { queueEventsDueToClose } from "@/lib/server/notifications/due-to-close";
import type { NotificationWorker } from "@/lib/server/notifications/worker";
import {
  CLOSE_ANYWAY,
  createScoredEvent,
  createSweepFixture,
  createTestEvent,
  createTestMember,
  createTestUser,
  daysFromToday,
  signedIn,
  type SweepFixture,
} from "../factories";
import { callRoute } from "./http";
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

const inbox = (user: UserIdentity) => sink.to(user.email);
/** Waits for a message whose subject has `subject` (and whose text has `text`) to reach `user`, and answers it. */
async function received(user: UserIdentity, subject: string, text = "") {
  return vi.waitFor(
    () => {
      const message = inbox(user).find(
        (candidate) => candidate.subject.includes(subject) && candidate.text.includes(text),
      );
      if (!message) throw new Error(`no "${subject}" for ${user.playerId} yet`);
      return message;
    },
    { timeout: 20_000, interval: 100 },
  );
}
const eventLink = (eventId: string) => `http://sweeps.example.test/sweeps/${f.sweep.id}/events/${eventId}`;

describe("email notifications through a real SMTP server", () => {
  it("tells each entrant of a published draw their group and marker, with a link to the event", async () => {
    const entrants = await Promise.all([1, 2, 3].map(() => createTestMember(db, f.sweep.id).then((m) => m.user)));
    const event = await createTestEvent(db, f.sweep.id, {
      courseId: f.event.courseId,
      date: daysFromToday(7),
      entrants,
    });
    const response = await callRoute(draw, {
      method: "POST",
      path: `/api/events/draw/${event.id}`,
      params: { eventId: event.id },
      as: signedIn(f.admin.user),
    });
    expect(response.status).toBe(200);
    for (const entrant of entrants) {
      const message = await received(entrant, "the draw for");
      expect(message.to).toEqual([entrant.email]);
      expect(message.text).toContain("Your group: 1");
      expect(message.text).toMatch(/Your marker: \w+ Number\d+/);
      expect(message.text).toContain(eventLink(event.id));
      expect(message.html).toContain(`href="${eventLink(event.id)}"`);
      expect(message.text).toMatch(/http:\/\/sweeps\.example\.test\/unsubscribe\/[\w-]+\.[\w-]+/);
      const round = new ICAL.Component(ICAL.parse(message.calendar.body)).getFirstSubcomponent("vevent")!;
      expect(message.calendar.headers).toMatch(/filename="?[\w-]+\.ics/);
      expect(round.getFirstPropertyValue("uid")).toBe(`${event.id}@sweeps`);
      expect(String(round.getFirstPropertyValue("dtstart"))).toBe(daysFromToday(7));
      expect(round.getFirstPropertyValue("url")).toBe(eventLink(event.id));
      expect(round.getFirstPropertyValue("description")).toBe("You're in.");
    }
  });

  it("gives each entrant their tee time in the draw email and a timed entry in its calendar file", async () => {
    await db.sweep.update({ where: { id: f.sweep.id }, data: { timeZone: "Europe/London" } });
    const [entrant] = await Promise.all([1].map(() => createTestMember(db, f.sweep.id).then((m) => m.user)));
    const event = await createTestEvent(db, f.sweep.id, {
      courseId: f.event.courseId,
      date: "2027-07-11",
      entrants: [entrant!],
    });
    const as = signedIn(f.admin.user);
    const started = await callRoute(setStart, {
      method: "PUT",
      path: `/api/events/${event.id}/start`,
      params: { eventId: event.id },
      body: {
        start: { kind: "teeTimes", firstTime: "09:16", intervalMinutes: 8, tees: "first" },
        drawMethod: "random",
        groupSize: 4,
      },
      as,
    });
    expect(started.status).toBe(200);
    const drawn = await callRoute(draw, {
      method: "POST",
      path: `/api/events/draw/${event.id}`,
      params: { eventId: event.id },
      as,
    });
    expect(drawn.status).toBe(200);
    const message = await received(entrant!, "the draw for");
    expect(message.text).toContain("Tee time: 09:16 · 1st tee");
    const round = new ICAL.Component(ICAL.parse(message.calendar.body)).getFirstSubcomponent("vevent")!;
    const starts = round.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(starts.toJSDate().toISOString()).toBe("2027-07-11T08:16:00.000Z");
  });

  it("posts each player's results when an event closes, and says a close after a reopen is a correction", async () => {
    const [a, b] = await Promise.all([1, 2].map(() => createTestMember(db, f.sweep.id).then((m) => m.user)));
    const event = await createScoredEvent(db, f.sweep.id, [a!, b!], daysFromToday(-1));
    const response = await callRoute(close, {
      method: "POST",
      path: `/api/events/close/${event.id}`,
      params: { eventId: event.id },
      body: CLOSE_ANYWAY,
      as: signedIn(f.admin.user),
    });
    expect(response.status).toBe(200);
    const winner = await received(a!, "results for");
    expect(winner.text).toContain("Position: 1 of 2");
    expect(winner.text).toContain("Order of merit points:");
    expect(winner.text).toContain(eventLink(event.id));
    expect((await received(b!, "results for")).text).toContain("Position: 2 of 2");
  });

  it("tells each player after a reopen and a new close what the correction changed for them", async () => {
    const [a, b] = await Promise.all([1, 2].map(() => createTestMember(db, f.sweep.id).then((m) => m.user)));
    const event = await createScoredEvent(db, f.sweep.id, [a!, b!], daysFromToday(-1));
    const closeEvent = () =>
      callRoute(close, {
        method: "POST",
        path: `/api/events/close/${event.id}`,
        params: { eventId: event.id },
        body: CLOSE_ANYWAY,
        as: signedIn(f.admin.user),
      });
    expect((await closeEvent()).status).toBe(200);
    await received(a!, "results for");
    const reopened = await callRoute(reopen, {
      method: "POST",
      path: `/api/events/reopen/${event.id}`,
      params: { eventId: event.id },
      as: signedIn(f.owner),
    });
    expect(reopened.status).toBe(200);
    // The card corrected: two strokes off each of b's holes puts b ahead of a.
    await db.score.updateMany({ where: { scorecardId: event.cards.marker }, data: { gross: { decrement: 2 } } });
    expect((await closeEvent()).status).toBe(200);

    const demoted = await received(a!, "corrected results for");
    expect(demoted.text).toContain("Position: 2 of 2");
    expect(demoted.text).toContain("What changed for you:");
    expect(demoted.text).toContain("Position: 1 of 2 → 2 of 2");
    expect(demoted.text).toMatch(/Order of merit points: [\d.]+ → [\d.]+/);
    const promoted = await received(b!, "corrected results for");
    expect(promoted.text).toContain("Position: 2 of 2 → 1 of 2");
    expect(promoted.text).toMatch(/Stableford points: \d+ → \d+/);
  });

  it("tells the members whose results a correction changed, even when mail was off at the first close", async () => {
    const [a, b] = await Promise.all([1, 2].map(() => createTestMember(db, f.sweep.id).then((m) => m.user)));
    const event = await createScoredEvent(db, f.sweep.id, [a!, b!], daysFromToday(-1));
    const closeEvent = () =>
      callRoute(close, {
        method: "POST",
        path: `/api/events/close/${event.id}`,
        params: { eventId: event.id },
        body: CLOSE_ANYWAY,
        as: signedIn(f.admin.user),
      });
    useMailSettings(null);
    try {
      expect((await closeEvent()).status).toBe(200);
    } finally {
      useMailSettings({ ...sink.settings, retryDelaySeconds: 1 });
    }
    const reopened = await callRoute(reopen, {
      method: "POST",
      path: `/api/events/reopen/${event.id}`,
      params: { eventId: event.id },
      as: signedIn(f.owner),
    });
    expect(reopened.status).toBe(200);
    // a's first hole was a stroke worse: a stays 1st with a point fewer; b's results are as they were.
    const firstHole = await db.score.findFirstOrThrow({
      where: { scorecardId: event.cards.member },
      orderBy: { holeNumber: "asc" },
    });
    await db.score.update({ where: { id: firstHole.id }, data: { gross: { increment: 1 } } });
    expect((await closeEvent()).status).toBe(200);

    const corrected = await received(a!, "corrected results for");
    expect(corrected.text).toContain("Position: 1 of 2");
    expect(corrected.text).toMatch(/Stableford points: (\d+) → (\d+)/);
    const [, was, now] = /Stableford points: (\d+) → (\d+)/.exec(corrected.text)!;
    expect(Number(now)).toBe(Number(was) - 1);
    expect(await db.notification.count({ where: { userId: b!.id, key: { contains: event.id } } })).toBe(0);
  });

  it("tells a requester the sweep's decision, and the admins that a request waits", async () => {
    const approved = await createTestUser(db);
    const declined = await createTestUser(db);
    for (const requester of [approved, declined]) {
      const asked = await callRoute(join, {
        method: "POST",
        path: `/api/sweeps/join/${f.sweep.id}`,
        params: { sweepId: f.sweep.id },
        as: signedIn(requester),
      });
      expect(asked.status).toBe(200);
    }
    const waiting = await received(f.admin.user, `${declined.name} asks to join`);
    expect(waiting.text).toContain(`http://sweeps.example.test/sweeps/${f.sweep.id}/members`);
    await received(f.owner, `${approved.name} asks to join`);
    expect(inbox(f.member.user)).toEqual([]);

    const approving = { method: "POST", path: "/api/sweeps/approve", as: signedIn(f.admin.user) } as const;
    expect(
      (await callRoute(approve, { ...approving, body: { sweepId: f.sweep.id, playerId: approved.playerId } })).status,
    ).toBe(200);
    const declining = { method: "POST", path: "/api/sweeps/decline", as: signedIn(f.admin.user) } as const;
    expect(
      (await callRoute(decline, { ...declining, body: { sweepId: f.sweep.id, playerId: declined.playerId } })).status,
    ).toBe(204);
    expect((await received(approved, "Welcome to")).text).toContain("was approved");
    expect((await received(declined, "Your request to join")).text).toContain("was declined");
  });

  it("tells a member an admin entered them in an event", async () => {
    const member = (await createTestMember(db, f.sweep.id)).user;
    const event = await createTestEvent(db, f.sweep.id, { courseId: f.event.courseId, date: daysFromToday(5) });
    const response = await callRoute(addPlayer, {
      method: "POST",
      path: `/api/events/${event.id}/players/${member.playerId}`,
      params: { eventId: event.id, playerId: member.playerId },
      as: signedIn(f.admin.user),
    });
    expect(response.status).toBe(200);
    expect((await received(member, "you are entered in")).text).toContain(eventLink(event.id));
  });

  it("tells the first reserve, and only them, that a withdrawal moved them into the field", async () => {
    const [entrant, firstReserve, secondReserve] = await Promise.all(
      [1, 2, 3].map(async () => (await createTestMember(db, f.sweep.id)).user),
    );
    const event = await createTestEvent(db, f.sweep.id, {
      courseId: f.event.courseId,
      date: daysFromToday(6),
      maxField: 1,
      entrants: [{ playerId: entrant!.playerId }],
    });
    const entry = (route: typeof enter | typeof withdraw, user: UserIdentity) =>
      callRoute(route, { method: "POST", path: "/api/entries", body: { id: event.id }, as: signedIn(user) });
    for (const reserve of [firstReserve!, secondReserve!]) expect((await entry(enter, reserve)).status).toBe(200);
    expect((await entry(withdraw, entrant!)).status).toBe(200);

    const promoted = await received(firstReserve!, "you are in the field for");
    expect(promoted.text).toContain("moved from the reserve list into the field");
    expect(promoted.text).toContain(eventLink(event.id));
    const queued = await db.notification.findMany({
      where: { kind: "reserve-promoted", userId: { in: [entrant!.id, firstReserve!.id, secondReserve!.id] } },
      select: { userId: true },
    });
    expect(queued).toEqual([{ userId: firstReserve!.id }]);
  });

  it("reminds the admins once of a past event with cards still open", async () => {
    const event = await createTestEvent(db, f.sweep.id, {
      courseId: f.event.courseId,
      date: daysFromToday(-2),
      drawn: true,
      entrants: [f.member.user],
    });
    await queueEventsDueToClose(db);
    await queueEventsDueToClose(db);
    const reminder = await received(f.admin.user, "is waiting to be closed", eventLink(event.id));
    expect(reminder.text).toContain("1 card is still open");
    expect(inbox(f.admin.user).filter((message) => message.text.includes(eventLink(event.id)))).toHaveLength(1);
  });
});
