// Keypad benchmark: a drawn 40-player event with a history of entries on every card (nine holes entered by the
// player and agreed by the marker), then the route handler of PUT /api/cards/{cardId}/scores/{scoreId} (the
// keypad's save: guard, one transaction, totals in memory) called a few hundred times by the players, each save
// with its own Idempotency-Key and based on the version it last saw; and GET /api/scorecards/{cardId}.
// Embedded PGlite by default; with DATABASE_URL (a PostgreSQL on this machine) a scratch database there.
// Run with `npm run bench -- scores`. Target (issue 11): PUT p95 ≤ 15 ms on PostgreSQL.
import { randomUUID } from "node:crypto";
import { measure, type Stats } from "./measure";
import { openScratchDatabase } from "./scratch-database";
import { DEFAULT_HANDICAP_RULES, DEFAULT_OOM_RULES } from "../lib/golf";
import { todayAsEventDate } from "../lib/dates";
import { seededRandom } from "../lib/seeded-random";
import { PrismaClient } from "../lib/server/db/generated/client";

const FIELD = 40;
const ENTERED_HOLES = 9;
const TARGET_P95_MS = 15;
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];

const random = seededRandom(20_261_122);

async function seed(db: PrismaClient) {
  const players = Array.from({ length: FIELD }, (_, i) => ({
    userId: randomUUID(),
    playerId: randomUUID(),
    entryId: randomUUID(),
    cardId: randomUUID(),
    i,
  }));
  await db.user.createMany({
    data: players.map((p) => ({
      id: p.userId,
      email: `s${p.i}@bench.test`,
      firstName: "Member",
      lastName: `No${p.i}`,
    })),
  });
  await db.player.createMany({
    data: players.map((p) => ({ id: p.playerId, userId: p.userId, fullName: `Member No${p.i}` })),
  });
  const sweep = await db.sweep.create({
    data: {
      name: "Bench Society",
      ownerId: players[0]!.playerId,
      oomRules: { ...DEFAULT_OOM_RULES },
      handicapRules: { ...DEFAULT_HANDICAP_RULES },
    },
  });
  await db.sweepMember.createMany({
    data: players.map((p) => ({ sweepId: sweep.id, playerId: p.playerId, approved: true, approvedAt: new Date() })),
  });
  const course = await db.course.create({
    data: {
      sweepId: sweep.id,
      name: "Bench Links",
      holes: { create: PARS.map((par, i) => ({ number: i + 1, par, index: i < 9 ? 2 * i + 1 : 2 * (i - 9) + 2 })) },
    },
  });
  const event = await db.event.create({
    data: { sweepId: sweep.id, courseId: course.id, date: todayAsEventDate(), drawn: true },
  });
  await db.entry.createMany({
    data: players.map((p) => ({
      id: p.entryId,
      eventId: event.id,
      playerId: p.playerId,
      group: Math.floor(p.i / 4) + 1,
      drawOrder: p.i + 1,
    })),
  });
  // Each player marks the next one in their group of four.
  for (const p of players) {
    const marked = players[Math.floor(p.i / 4) * 4 + ((p.i + 1) % 4)]!;
    await db.entry.update({ where: { id: p.entryId }, data: { marksEntryId: marked.entryId } });
  }
  await db.scorecard.createMany({
    data: players.map((p) => ({
      id: p.cardId,
      entryId: p.entryId,
      eventHandicap: Math.floor(random() * 30),
      version: ENTERED_HOLES,
    })),
  });
  const grossOf = (hole: number) => PARS[hole - 1]! + Math.floor(random() * 3);
  const scores = players.flatMap((p) =>
    PARS.map((_, i) => ({
      id: randomUUID(),
      scorecardId: p.cardId,
      holeNumber: i + 1,
      gross: i < ENTERED_HOLES ? grossOf(i + 1) : null,
      version: i < ENTERED_HOLES ? 1 : 0,
    })),
  );
  await db.score.createMany({ data: scores });
  const markerOf = (p: (typeof players)[number]) => players[Math.floor(p.i / 4) * 4 + ((p.i + 3) % 4)]!;
  await db.cardChange.createMany({
    data: scores.flatMap((score) => {
      if (score.gross === null) return [];
      const p = players.find((candidate) => candidate.cardId === score.scorecardId)!;
      const entry = {
        scorecardId: score.scorecardId,
        kind: "gross" as const,
        holeNumber: score.holeNumber,
        previousValue: null,
        value: score.gross,
        cardVersion: score.holeNumber,
      };
      return [
        { ...entry, role: "player" as const, byPlayerId: p.playerId },
        { ...entry, role: "marker" as const, byPlayerId: markerOf(p).playerId },
      ];
    }),
  });
  await db.$executeRawUnsafe("ANALYZE");
  return { players, scores };
}

const { client, label, close } = await openScratchDatabase("scores");
// Route handlers read the process's client from globalThis (lib/server/db/infra/client.ts): install ours first.
(globalThis as typeof globalThis & { sweepsDb?: PrismaClient }).sweepsDb = client;
const t0 = performance.now();
const data = await seed(client);
console.log(
  `${label}: one drawn ${FIELD}-player event, ${ENTERED_HOLES} holes entered and agreed on every card, seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const secret = (process.env.NEXTAUTH_SECRET ??= "bench-secret-at-least-32-characters-long");
const { PUT: putScoreRoute } = await import("../app/api/cards/[cardId]/scores/[scoreId]/route");
const { GET: getScorecardRoute } = await import("../app/api/scorecards/[cardId]/route");
const { mintXsrfToken } = await import("../lib/server/auth/anti-forgery");
const { XSRF_COOKIE, XSRF_HEADER } = await import("../lib/xsrf");
const { encode } = await import("next-auth/jwt");
const { NextRequest } = await import("next/server");

// Session cookies and anti-forgery tokens are made once, outside the timings: a browser sends the same ones each time.
const sessions = await Promise.all(
  data.players.map(async (p) => {
    const xsrf = mintXsrfToken(p.userId);
    const token = await encode({
      token: { sub: p.userId, playerId: p.playerId, name: "Member", sessionVersion: 0 },
      secret,
    });
    return { cookie: `next-auth.session-token=${token}; ${XSRF_COOKIE}=${xsrf}`, xsrf };
  }),
);
const versions = new Map(data.scores.map((score) => [score.id, { version: score.version, gross: score.gross }]));

type Handler = (
  req: InstanceType<typeof NextRequest>,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;
let turn = 0;

/** The next player saves the next hole of their own card, based on the version their last answer gave them. */
async function saveNextHole(handler: Handler) {
  const at = turn++;
  const p = data.players[at % FIELD]!;
  const hole = 1 + (Math.floor(at / FIELD) % PARS.length);
  const score = data.scores.find((row) => row.scorecardId === p.cardId && row.holeNumber === hole)!;
  const seen = versions.get(score.id)!;
  const gross = seen.gross === PARS[hole - 1] ? PARS[hole - 1]! + 1 : PARS[hole - 1]!;
  const session = sessions[p.i]!;
  const request = new NextRequest(new URL(`/api/cards/${p.cardId}/scores/${score.id}`, "http://localhost:3000"), {
    method: "PUT",
    headers: {
      cookie: session.cookie,
      [XSRF_HEADER]: session.xsrf,
      "content-type": "application/json",
      "idempotency-key": randomUUID(),
    },
    body: JSON.stringify({ gross, hole, version: seen.version }),
  });
  const response = await handler(request, { params: Promise.resolve({ cardId: p.cardId, scoreId: score.id }) });
  if (response.status !== 200) throw new Error(`PUT score answered ${response.status}: ${await response.text()}`);
  const saved = (await response.json()) as { version: number; gross: number | null };
  versions.set(score.id, saved);
}

async function readCard(handler: Handler) {
  const p = data.players[turn++ % FIELD]!;
  const request = new NextRequest(new URL(`/api/scorecards/${p.cardId}`, "http://localhost:3000"), {
    headers: { cookie: sessions[p.i]!.cookie },
  });
  const response = await handler(request, { params: Promise.resolve({ cardId: p.cardId }) });
  if (response.status !== 200) throw new Error(`GET scorecard answered ${response.status}`);
  return response.arrayBuffer();
}

const results: Array<[string, Stats]> = [
  ["PUT /api/cards/{cardId}/scores/{scoreId} (route handler)", await measure(() => saveNextHole(putScoreRoute))],
  ["GET /api/scorecards/{cardId} (route handler)", await measure(() => readCard(getScorecardRoute))],
];

for (const [name, stats] of results) {
  const verdict = stats.p95 <= TARGET_P95_MS ? "ok" : `ABOVE TARGET (${TARGET_P95_MS} ms)`;
  console.log(
    `${name.padEnd(58)} p50 ${stats.p50.toFixed(2).padStart(6)} ms  p95 ${stats.p95.toFixed(2).padStart(6)} ms  mean ${stats.mean.toFixed(2).padStart(6)} ms  ${verdict}`,
  );
}
await close();
