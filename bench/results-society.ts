// The society of the results benchmark: a sweep of 60 members with ten seasons of 40 events (400 events, 30
// cards each: 12 000 cards, each event closed by the close-event service), and a drawn 40-player event with every
// hole scored and still open.
import { randomUUID } from "node:crypto";
import { DEFAULT_HANDICAP_RULES, DEFAULT_OOM_RULES, roundHalfUp } from "../lib/golf";
import { todayAsEventDate } from "../lib/dates";
import { seededRandom } from "../lib/seeded-random";
import { systemEventId } from "../lib/server/auth/system-access";
import type { PrismaClient } from "../lib/server/db/generated/client";

export const MEMBERS = 60;
export const SEASONS = 10;
export const EVENTS_PER_SEASON = 40;
const CARDS_PER_EVENT = 30;
export const LIVE_FIELD = 40;
const COURSES = 6;
const ROW_CHUNK = 10_000;

const random = seededRandom(20_261_212);
const pickIndex = (n: number) => Math.floor(random() * n);
const shuffled = <T>(items: readonly T[]) => [...items].sort(() => random() - 0.5);

export type Member = { userId: string; playerId: string; i: number; exactTenths: number };

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += ROW_CHUNK) await insert(rows.slice(at, at + ROW_CHUNK));
}

/** An event with `field` drawn entrants whose cards have a gross on every hole (par give or take, by handicap). */
async function playEvent(
  db: PrismaClient,
  sweepId: string,
  course: { id: string; pars: number[] },
  date: Date,
  field: Member[],
) {
  const eventId = randomUUID();
  await db.event.create({
    data: { id: eventId, sweepId, courseId: course.id, date, drawn: true, doublePoints: random() < 0.1 },
  });
  const entries = field.map((member, at) => ({ id: randomUUID(), cardId: randomUUID(), member, at }));
  await db.entry.createMany({
    data: entries.map(({ id, member, at }) => ({
      id,
      eventId,
      playerId: member.playerId,
      group: Math.floor(at / 4) + 1,
      drawOrder: at + 1,
    })),
  });
  await db.scorecard.createMany({
    data: entries.map(({ id, cardId, member }) => ({
      id: cardId,
      entryId: id,
      eventHandicap: roundHalfUp(member.exactTenths / 10),
    })),
  });
  const scores = entries.flatMap(({ cardId, member }) =>
    course.pars.map((par, hole) => ({
      scorecardId: cardId,
      holeNumber: hole + 1,
      gross: random() < 0.02 ? 0 : Math.max(1, Math.round(par + member.exactTenths / 180 + random() * 3 - 1.2)),
    })),
  );
  await insertInChunks(scores, (chunk) => db.score.createMany({ data: chunk }));
  return eventId;
}

export async function seedResultsSociety(db: PrismaClient) {
  const members: Member[] = Array.from({ length: MEMBERS }, (_, i) => ({
    userId: randomUUID(),
    playerId: randomUUID(),
    i,
    exactTenths: -20 + pickIndex(380),
  }));
  await db.user.createMany({
    data: members.map((m) => ({
      id: m.userId,
      email: `r${m.i}@bench.test`,
      firstName: "Member",
      lastName: `No${m.i}`,
    })),
  });
  await db.player.createMany({
    data: members.map((m) => ({ id: m.playerId, userId: m.userId, fullName: `Member No${m.i}` })),
  });
  const sweep = await db.sweep.create({
    data: {
      name: "Ten Seasons Society",
      ownerId: members[0]!.playerId,
      oomRules: { ...DEFAULT_OOM_RULES },
      handicapRules: { ...DEFAULT_HANDICAP_RULES },
    },
  });
  await db.sweepMember.createMany({
    data: members.map((m) => ({
      sweepId: sweep.id,
      playerId: m.playerId,
      approved: true,
      isAdmin: m.i < 3,
      approvedAt: new Date(),
    })),
  });
  const start = Date.UTC(2016, 2, 1);
  await db.handicapEntry.createMany({
    data: members.map((m) => ({
      sweepId: sweep.id,
      playerId: m.playerId,
      exactTenths: m.exactTenths,
      playingHandicap: roundHalfUp(m.exactTenths / 10),
      created: new Date(start - 86_400_000),
    })),
  });
  const courses = await Promise.all(
    Array.from({ length: COURSES }, async (_, c) => {
      const pars = shuffled([3, 3, 4, 4, 4, 4, 4, 5, 5]).concat(shuffled([3, 3, 4, 4, 4, 4, 4, 5, 5]));
      const sis = shuffled([1, 3, 5, 7, 9, 11, 13, 15, 17]).concat(shuffled([2, 4, 6, 8, 10, 12, 14, 16, 18]));
      const course = await db.course.create({
        data: {
          sweepId: sweep.id,
          name: `Links ${c + 1}`,
          holes: { create: pars.map((par, i) => ({ number: i + 1, par, index: sis[i]! })) },
        },
      });
      return { id: course.id, pars };
    }),
  );

  const { closeEvent } = await import("../lib/server/services/close-event");
  for (let e = 0; e < SEASONS * EVENTS_PER_SEASON; e++) {
    const date = new Date(start + (Math.floor(e / EVENTS_PER_SEASON) * 365 + (e % EVENTS_PER_SEASON) * 7) * 86_400_000);
    const eventId = await playEvent(
      db,
      sweep.id,
      courses[e % COURSES]!,
      date,
      shuffled(members).slice(0, CARDS_PER_EVENT),
    );
    await closeEvent(db, systemEventId(eventId), new Date(date.getTime() + 8 * 3_600_000));
  }
  const liveEventId = await playEvent(
    db,
    sweep.id,
    courses[0]!,
    todayAsEventDate(),
    shuffled(members).slice(0, LIVE_FIELD),
  );
  await db.$executeRawUnsafe("ANALYZE");
  return { members, sweepId: sweep.id, liveEventId };
}
