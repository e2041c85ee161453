// Results benchmark on the society of results-society.ts (400 closed events, 12 000 cards, and an open 40-player
// field with every hole scored): the route handlers, called a few hundred times as members: the sweep's top-five
// leaderboard and order of merit (target p95 ≤ 30 ms), the live event leaderboard of the 40 (≤ 10 ms) and their
// virtual match play, 780 matches (≤ 20 ms); the event's results page and the OOM as CSV for reference. Embedded
// PGlite by default; with DATABASE_URL (a PostgreSQL on this machine) a scratch database there.
// `npm run bench -- results`.
import { measure, type Stats } from "./measure";
import { EVENTS_PER_SEASON, LIVE_FIELD, MEMBERS, SEASONS, seedResultsSociety } from "./results-society";
import { openScratchDatabase } from "./scratch-database";
import type { PrismaClient } from "../lib/server/db/generated/client";

const { client, label, close } = await openScratchDatabase("results");
// Services and route handlers read the process's client from globalThis (lib/server/db/infra/client.ts): install ours first.
(globalThis as typeof globalThis & { sweepsDb?: PrismaClient }).sweepsDb = client;
const t0 = performance.now();
const data = await seedResultsSociety(client);
const cards = await client.scorecard.count();
console.log(
  `${label}: ${MEMBERS} members, ${SEASONS * EVENTS_PER_SEASON} closed events (${cards - LIVE_FIELD} cards) and one open ${LIVE_FIELD}-player event, ` +
    `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const secret = (process.env.NEXTAUTH_SECRET ??= "bench-secret-at-least-32-characters-long");
const { GET: sweepLeaderboardRoute } = await import("../app/api/sweeps/[sweepId]/leaderboard/route");
const { GET: oomRoute } = await import("../app/api/sweeps/[sweepId]/order-of-merit/route");
const { GET: oomCsvRoute } = await import("../app/api/sweeps/[sweepId]/order-of-merit/csv/route");
const { GET: eventLeaderboardRoute } = await import("../app/api/leaderboard/[eventId]/route");
const { GET: matchesRoute } = await import("../app/api/virtualmatchplay/[eventId]/route");
const { GET: resultsRoute } = await import("../app/api/events/results/[eventId]/route");
const { encode } = await import("next-auth/jwt");
const { NextRequest } = await import("next/server");

// Session cookies are made once, outside the timings: a browser sends the same cookie with every request.
const cookies = await Promise.all(
  data.members.map(
    async (m) =>
      `next-auth.session-token=${await encode({ token: { sub: m.userId, playerId: m.playerId, name: "Member", sessionVersion: 0 }, secret })}`,
  ),
);
let caller = 0;
type Handler = (
  req: InstanceType<typeof NextRequest>,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;
async function get(handler: Handler, path: string, params: Record<string, string>) {
  const request = new NextRequest(new URL(path, "http://localhost:3000"), {
    headers: { cookie: cookies[caller++ % cookies.length]! },
  });
  const response = await handler(request, { params: Promise.resolve(params) });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.arrayBuffer();
}
const inSweep = { sweepId: data.sweepId };
const inEvent = { eventId: data.liveEventId };

const results: Array<[string, number | null, Stats]> = [
  [
    "GET /api/sweeps/{id}/leaderboard (400 events, top five)",
    30,
    await measure(() => get(sweepLeaderboardRoute, "/l", inSweep)),
  ],
  ["GET /api/sweeps/{id}/order-of-merit (400 events)", 30, await measure(() => get(oomRoute, "/o", inSweep))],
  ["GET /api/leaderboard/{eventId} (40 players)", 10, await measure(() => get(eventLeaderboardRoute, "/e", inEvent))],
  ["GET /api/virtualmatchplay/{eventId} (780 matches)", 20, await measure(() => get(matchesRoute, "/m", inEvent))],
  ["GET /api/events/results/{eventId} (40 players)", null, await measure(() => get(resultsRoute, "/r", inEvent))],
  ["GET /api/sweeps/{id}/order-of-merit/csv (400 columns)", null, await measure(() => get(oomCsvRoute, "/c", inSweep))],
];

for (const [name, target, stats] of results) {
  const verdict =
    target === null ? "(no target)" : stats.p95 <= target ? `ok (target ${target} ms)` : `ABOVE TARGET (${target} ms)`;
  console.log(
    `${name.padEnd(56)} p50 ${stats.p50.toFixed(2).padStart(6)} ms  p95 ${stats.p95.toFixed(2).padStart(6)} ms  mean ${stats.mean.toFixed(2).padStart(6)} ms  ${verdict}`,
  );
}
await close();
