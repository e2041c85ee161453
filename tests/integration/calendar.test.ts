import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as revokeFeed, GET as feedStatus, POST as createFeed } from "@/app/api/account/calendar-feed/route";
import { GET as readFeed } from "@/app/api/calendar-feeds/[token]/route";
import { GET as eventCalendar } from "@/app/api/events/[eventId]/calendar/route";
import { POST as drawRoute } from "@/app/api/events/draw/[eventId]/route";
import { PUT as startRoute } from "@/app/api/events/[eventId]/start/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { calendarFeedDtoSchema, calendarFeedStatusDtoSchema } from "@/lib/validation/calendar";
import {
  createSweepFixture,
  createTestEvent,
  createTestSweep,
  createTestUser,
  daysFromToday,
  signedIn,
  type SweepFixture,
} from "../factories";
import { callRoute } from "./http";

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
});

/** Every VEVENT of an iCalendar text, read back by a parser as a calendar app would. */
function parsedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toString(),
      isDate: event.startDate.isDate,
      instant: event.startDate.isDate ? null : event.startDate.toJSDate().toISOString(),
    };
  });
}

const feedPathOf = async (user: UserIdentity) => {
  const created = await callRoute(createFeed, { method: "POST", path: "/x", as: signedIn(user) });
  expect(created.status).toBe(201);
  return calendarFeedDtoSchema.parse(await created.json()).path;
};
const openFeed = (path: string) =>
  callRoute(readFeed, { path, params: { token: path.split("/").at(-1)! }, as: { kind: "anonymous" } });

describe("GET /api/events/{eventId}/calendar", () => {
  it("downloads the event as an all-day event on its day, at the course, with where the member stands", async () => {
    const date = daysFromToday(9);
    const event = await createTestEvent(db, f.sweep.id, {
      courseId: f.event.courseId,
      date,
      entrants: [{ playerId: f.member.user.playerId }],
    });
    const response = await callRoute(eventCalendar, {
      path: "/x",
      params: { eventId: event.id },
      as: signedIn(f.member.user),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.ics"$/);
    const course = await db.course.findUniqueOrThrow({ where: { id: f.event.courseId }, select: { name: true } });
    expect(parsedEvents(await response.text())).toEqual([
      {
        uid: `${event.id}@sweeps`,
        summary: `${f.sweep.name}: ${course.name}`,
        location: course.name,
        description: "You're in.",
        start: date,
        isDate: true,
        instant: null,
      },
    ]);
  });

  it("keeps an event without a tee time all-day on its own date, wherever the sweep and the server are", async () => {
    const society = await createSweepFixture(db);
    await db.sweep.update({ where: { id: society.sweep.id }, data: { timeZone: "Etc/GMT+12" } });
    const date = daysFromToday(5);
    const event = await createTestEvent(db, society.sweep.id, {
      courseId: society.event.courseId,
      date,
      entrants: [{ playerId: society.member.user.playerId }],
    });
    const response = await callRoute(eventCalendar, {
      path: "/x",
      params: { eventId: event.id },
      as: signedIn(society.member.user),
    });
    const text = await response.text();
    expect(text).toContain(`DTSTART;VALUE=DATE:${date.replaceAll("-", "")}`);
    expect(parsedEvents(text)).toMatchObject([{ start: date, isDate: true, instant: null }]);
  });

  it("gives a drawn member their own tee time, at the moment the sweep's zone means", async () => {
    const society = await createSweepFixture(db);
    await db.sweep.update({ where: { id: society.sweep.id }, data: { timeZone: "Europe/London" } });
    const event = await createTestEvent(db, society.sweep.id, {
      courseId: society.event.courseId,
      date: "2026-07-12",
      entrants: [{ playerId: society.member.user.playerId }, { playerId: society.admin.user.playerId }],
    });
    const admin = signedIn(society.admin.user);
    const start = {
      start: { kind: "teeTimes", firstTime: "09:16", intervalMinutes: 8, tees: "first" },
      drawMethod: "random",
      groupSize: 4,
    };
    const path = `/api/events/${event.id}/start`;
    const started = await callRoute(startRoute, {
      method: "PUT",
      path,
      params: { eventId: event.id },
      body: start,
      as: admin,
    });
    expect(started.status).toBe(200);
    const drawn = await callRoute(drawRoute, { method: "POST", path: "/x", params: { eventId: event.id }, as: admin });
    expect(drawn.status).toBe(200);
    const response = await callRoute(eventCalendar, {
      path: "/x",
      params: { eventId: event.id },
      as: signedIn(society.member.user),
    });
    expect(parsedEvents(await response.text())).toMatchObject([
      { isDate: false, instant: "2026-07-12T08:16:00.000Z", description: "You're off at 09:16 from hole 1." },
    ]);
  });
});

describe("a member's private calendar feed", () => {
  it("lists the events of the member's own sweeps only, to anyone holding the address", async () => {
    const elsewhere = await createTestSweep(db);
    const hidden = await createTestEvent(db, elsewhere.id, { date: daysFromToday(3) });
    const shown = await createTestEvent(db, f.sweep.id, { courseId: f.event.courseId, date: daysFromToday(4) });
    const response = await openFeed(await feedPathOf(f.member.user));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const uids = parsedEvents(await response.text()).map((event) => event.uid);
    expect(uids).toContain(`${shown.id}@sweeps`);
    expect(uids).not.toContain(`${hidden.id}@sweeps`);
  });

  it("stops working when turned off, and an address made anew replaces the old one", async () => {
    const user = await createTestUser(db);
    const first = await feedPathOf(user);
    const second = await feedPathOf(user);
    expect((await openFeed(first)).status).toBe(404);
    expect((await openFeed(second)).status).toBe(200);
    const status = await callRoute(feedStatus, { path: "/x", as: signedIn(user) });
    expect(calendarFeedStatusDtoSchema.parse(await status.json()).active).toBe(true);
    expect((await callRoute(revokeFeed, { method: "DELETE", path: "/x", as: signedIn(user) })).status).toBe(204);
    expect((await openFeed(second)).status).toBe(404);
    const after = await callRoute(feedStatus, { path: "/x", as: signedIn(user) });
    expect(calendarFeedStatusDtoSchema.parse(await after.json())).toEqual({ active: false, createdAt: null });
  });
});
