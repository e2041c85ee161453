// Event page benchmark: a sweep of 60 members with handicap histories and a season of 20 closed events, and a
// drawn 40-player event half-way through its round (nine holes scored on every card); then the route handlers
// of GET /api/events/{id} (the event page), GET /api/events/{id}/groups and GET /api/events/{id}/cards called a
// few hundred times as members. Embedded PGlite by default; with DATABASE_URL (a PostgreSQL on this machine)
// a scratch database is created there and dropped afterwards. Run with `npx tsx bench/events.bench.ts`.
// Target: p95 ≤ 20 ms.
import { randomUUID } from "node:crypto";
import { measure, type Stats } from "./measure";
import { openScratchDatabase } from "./scratch-database";
import { DEFAULT_HANDICAP_RULES, DEFAULT_OOM_RULES, roundHalfUp } from "../lib/golf";
import { seededRandom } from "../lib/seeded-random";
import { systemEventId } from "../lib/server/auth/system-access";
import { PrismaClient } from "../lib/server/db/generated/client";

const MEMBERS = 60;
const FIELD = 40;
const PAST_EVENTS = 20;
const HANDICAP_ENTRIES_PER_MEMBER = 12;
const SCORED_HOLES = 9;
const TARGET_P95_MS = 20;

const random = seededRandom(20_261_122);
const pickIndex = (n: number) => Math.floor(random() * n);

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];

/** Every card of an event with a gross on its first `holes` holes: par give or take a stroke. */
async function scoreCards(db: PrismaClient, eventId: string, holes: number) {
  const cards = await db.scorecard.findMany({ where: { entry: { eventId } }, select: { id: true } });
  await db.score.createMany({
    data: cards.flatMap((card) =>
      PARS.slice(0, holes).map((par, i) => ({ scorecardId: card.id, holeNumber: i + 1, gross: par + pickIndex(3) })),
    ),
  });
}

async function seed(db: PrismaClient) {
  const players = Array.from({ length: MEMBERS }, (_, i) => ({ userId: randomUUID(), playerId: randomUUID(), i }));
  await db.user.createMany({
    data: players.map((p) => ({
      id: p.userId,
      email: `e${p.i}@bench.test`,
      firstName: "Member",
      lastName: `No${p.i}`,
    })),
  });
  await db.player.createMany({
    data: players.map((p) => ({ id: p.playerId, userId: p.userId, fullName: `Member No${p.i}` })),
  });
  const owner = players[0]!;
  const sweep = await db.sweep.create({
    data: {
      name: "Bench Society",
      ownerId: owner.playerId,
      oomRules: { ...DEFAULT_OOM_RULES },
      handicapRules: { ...DEFAULT_HANDICAP_RULES },
    },
  });
  await db.sweepMember.createMany({
    data: players.map((p) => ({
      sweepId: sweep.id,
      playerId: p.playerId,
      approved: true,
      isAdmin: p.i < 3,
      approvedAt: new Date(),
    })),
  });
  const start = Date.UTC(2025, 0, 1);
  await db.handicapEntry.createMany({
    data: players.flatMap((p) => {
      let tenths = 20 + pickIndex(300);
      return Array.from({ length: HANDICAP_ENTRIES_PER_MEMBER }, (_, h) => {
        tenths = Math.max(-100, Math.min(360, tenths + pickIndex(11) - 6));
        return {
          sweepId: sweep.id,
          playerId: p.playerId,
          exactTenths: tenths,
          playingHandicap: roundHalfUp(tenths / 10),
          created: new Date(start + h * 14 * 86_400_000),
        };
      });
    }),
  });
  const course = await db.course.create({
    data: {
      sweepId: sweep.id,
      name: "Bench Links",
      holes: { create: PARS.map((par, i) => ({ number: i + 1, par, index: i < 9 ? 2 * i + 1 : 2 * (i - 9) + 2 })) },
    },
  });

  const { createDraw } = await import("../lib/server/services/create-draw");
  const { closeEvent } = await import("../lib/server/services/close-event");
  const enterField = async (date: Date) => {
    const event = await db.event.create({ data: { sweepId: sweep.id, courseId: course.id, date } });
    const field = [...players].sort(() => random() - 0.5).slice(0, FIELD);
    for (const p of field) {
      await db.entry.create({
        data: { eventId: event.id, playerId: p.playerId, scoreCard: { create: { eventHandicap: 0 } } },
      });
    }
    await createDraw(db, systemEventId(event.id), { redraw: false }, random);
    return event.id;
  };
  for (let e = 0; e < PAST_EVENTS; e++) {
    const eventId = await enterField(new Date(start + e * 14 * 86_400_000));
    await scoreCards(db, eventId, PARS.length);
    await closeEvent(db, systemEventId(eventId), new Date(start + (e * 14 + 1) * 86_400_000));
  }
  const eventId = await enterField(new Date(Date.UTC(2026, 10, 29)));
  await scoreCards(db, eventId, SCORED_HOLES);
  await db.$executeRawUnsafe("ANALYZE");
  return { players, eventId };
}

const { client, label, close } = await openScratchDatabase("events");
// Services and route handlers read the process's client from globalThis (lib/server/db/infra/client.ts): install ours first.
(globalThis as typeof globalThis & { sweepsDb?: PrismaClient }).sweepsDb = client;
const t0 = performance.now();
const data = await seed(client);
console.log(
  `${label}: ${MEMBERS} members, ${PAST_EVENTS} closed events and one drawn ${FIELD}-player event (${SCORED_HOLES} holes scored), ` +
    `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const secret = (process.env.NEXTAUTH_SECRET ??= "bench-secret-at-least-32-characters-long");
const { GET: eventRoute } = await import("../app/api/events/[eventId]/route");
const { GET: groupsRoute } = await import("../app/api/events/[eventId]/groups/route");
const { GET: cardsRoute } = await import("../app/api/events/[eventId]/cards/route");
const { encode } = await import("next-auth/jwt");
const { NextRequest } = await import("next/server");

// Session cookies are made once, outside the timings: a browser sends the same cookie with every request.
const cookies = await Promise.all(
  data.players.map(
    async (p) =>
      `next-auth.session-token=${await encode({ token: { sub: p.userId, playerId: p.playerId, name: "Member", sessionVersion: 0 }, secret })}`,
  ),
);
type Handler = (
  req: InstanceType<typeof NextRequest>,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;
async function get(handler: Handler, path: string) {
  const request = new NextRequest(new URL(path, "http://localhost:3000"), {
    headers: { cookie: cookies[pickIndex(cookies.length)]! },
  });
  const response = await handler(request, { params: Promise.resolve({ eventId: data.eventId }) });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.arrayBuffer();
}

const results: Array<[string, Stats]> = [
  [
    `GET /api/events/{id} (route handler, ${FIELD} drawn)`,
    await measure(() => get(eventRoute, `/api/events/${data.eventId}`)),
  ],
  [
    `GET /api/events/{id}/groups (route handler)`,
    await measure(() => get(groupsRoute, `/api/events/${data.eventId}/groups`)),
  ],
  [
    `GET /api/events/{id}/cards (route handler)`,
    await measure(() => get(cardsRoute, `/api/events/${data.eventId}/cards`)),
  ],
];

for (const [name, stats] of results) {
  const verdict = stats.p95 <= TARGET_P95_MS ? "ok" : `ABOVE TARGET (${TARGET_P95_MS} ms)`;
  console.log(
    `${name.padEnd(46)} p50 ${stats.p50.toFixed(2).padStart(6)} ms  p95 ${stats.p95.toFixed(2).padStart(6)} ms  mean ${stats.mean.toFixed(2).padStart(6)} ms  ${verdict}`,
  );
}
await close();
