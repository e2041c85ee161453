// Sweep list and members benchmark: a society platform of 200 sweeps × 60 members, each member with a
// handicap history, then the data functions and route handlers of GET /api/sweeps and
// GET /api/sweeps/{id}/members called a few hundred times. Embedded PGlite by default; with DATABASE_URL
// (a PostgreSQL on this machine) a scratch database is created there and dropped afterwards.
// Run with `npx tsx bench/sweeps.bench.ts`. Target: p95 ≤ 20 ms.
import { randomUUID } from "node:crypto";
import { measure, type Stats } from "./measure";
import { openScratchDatabase } from "./scratch-database";
import { DEFAULT_HANDICAP_RULES, DEFAULT_OOM_RULES, roundHalfUp } from "../lib/golf";
import { PrismaClient } from "../lib/server/db/generated/client";
import { seededRandom } from "../lib/seeded-random";

const SWEEPS = 200;
const MEMBERS_PER_SWEEP = 60;
const PLAYERS = 3_000; // each player belongs to about four sweeps
const HANDICAP_ENTRIES_PER_MEMBER = 12;
const EVENTS_PER_SWEEP = 20;
const TARGET_P95_MS = 20;

const random = seededRandom(20_261_121);
const pickIndex = (n: number) => Math.floor(random() * n);

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>, size = 5_000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

async function seed(db: PrismaClient) {
  const players = Array.from({ length: PLAYERS }, (_, i) => ({ userId: randomUUID(), playerId: randomUUID(), i }));
  await inChunks(players, (chunk) =>
    db.user.createMany({
      data: chunk.map((p) => ({
        id: p.userId,
        email: `p${p.i}@bench.test`,
        firstName: "Player",
        lastName: `No${p.i}`,
      })),
    }),
  );
  await inChunks(players, (chunk) =>
    db.player.createMany({
      data: chunk.map((p) => ({ id: p.playerId, userId: p.userId, fullName: `Player No${p.i}` })),
    }),
  );
  const sweeps = Array.from({ length: SWEEPS }, (_, i) => ({
    id: randomUUID(),
    name: `Sweep ${String(i).padStart(3, "0")}`,
    owner: players[(i * 15) % PLAYERS]!,
  }));
  await db.sweep.createMany({
    data: sweeps.map((s) => ({
      id: s.id,
      name: s.name,
      ownerId: s.owner.playerId,
      oomRules: { ...DEFAULT_OOM_RULES },
      handicapRules: { ...DEFAULT_HANDICAP_RULES },
    })),
  });
  // One course for every sweep's events: only the sweep lists read here, which never join a course's sweep.
  const course = await db.course.create({
    data: {
      sweepId: sweeps[0]!.id,
      name: "Bench Links",
      holes: { create: Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: 4, index: i + 1 })) },
    },
  });
  const memberships: Array<{
    sweepId: string;
    playerId: string;
    approved: boolean;
    isAdmin: boolean;
    approvedAt: Date | null;
  }> = [];
  const handicaps: Array<{
    sweepId: string;
    playerId: string;
    exactTenths: number;
    playingHandicap: number;
    created: Date;
  }> = [];
  const start = Date.UTC(2024, 0, 1);
  for (const [i, sweep] of sweeps.entries()) {
    const chosen = new Set<number>([sweep.owner.i]);
    while (chosen.size < MEMBERS_PER_SWEEP) chosen.add((i * 15 + pickIndex(PLAYERS)) % PLAYERS);
    for (const [k, index] of [...chosen].entries()) {
      const player = players[index]!;
      const pending = k >= MEMBERS_PER_SWEEP - 2; // two pending requests per sweep
      memberships.push({
        sweepId: sweep.id,
        playerId: player.playerId,
        approved: !pending,
        isAdmin: k < 3,
        approvedAt: pending ? null : new Date(start),
      });
      let tenths = 20 + pickIndex(300);
      for (let h = 0; h < HANDICAP_ENTRIES_PER_MEMBER; h++) {
        tenths = Math.max(-100, Math.min(360, tenths + pickIndex(11) - 6));
        handicaps.push({
          sweepId: sweep.id,
          playerId: player.playerId,
          exactTenths: tenths,
          playingHandicap: roundHalfUp(tenths / 10),
          created: new Date(start + h * 14 * 86_400_000),
        });
      }
    }
  }
  await inChunks(memberships, (chunk) => db.sweepMember.createMany({ data: chunk }));
  // Plain multi-row INSERTs: Prisma's createMany binds every value as a parameter, which is slow at this size.
  await inChunks(handicaps, (chunk) =>
    db.$executeRawUnsafe(
      `INSERT INTO "HandicapEntry" ("id", "sweepId", "playerId", "exactTenths", "playingHandicap", "created") VALUES ` +
        chunk
          .map(
            (h) =>
              `('${randomUUID()}', '${h.sweepId}', '${h.playerId}', ${h.exactTenths}, ${h.playingHandicap}, '${h.created.toISOString()}')`,
          )
          .join(", "),
    ),
  );
  const events = sweeps.flatMap((sweep) =>
    Array.from({ length: EVENTS_PER_SWEEP }, (_, e) => ({
      sweepId: sweep.id,
      courseId: course.id,
      date: new Date(start + e * 14 * 86_400_000),
    })),
  );
  await inChunks(events, (chunk) => db.event.createMany({ data: chunk }));
  await db.$executeRawUnsafe("ANALYZE");
  return { sweeps, players, memberships: memberships.length, handicaps: handicaps.length };
}

const { client, label, close } = await openScratchDatabase("sweeps");
const t0 = performance.now();
const data = await seed(client);
console.log(
  `${label}: ${SWEEPS} sweeps × ${MEMBERS_PER_SWEEP} members (${data.memberships} memberships, ${data.players.length} players), ` +
    `${data.handicaps} handicap entries, seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

// Route handlers read the process's client from globalThis (lib/server/db/infra/client.ts): install ours first.
(globalThis as typeof globalThis & { sweepsDb?: PrismaClient }).sweepsDb = client;
const secret = (process.env.NEXTAUTH_SECRET ??= "bench-secret-at-least-32-characters-long");
const { listSweepsForPlayer } = await import("../lib/server/db/sweeps");
const { listSweepMembers, getMemberHandicaps } = await import("../lib/server/db/members");
const { requireSweepRole } = await import("../lib/server/auth/guards");
const { GET: sweepsRoute } = await import("../app/api/sweeps/route");
const { GET: membersRoute } = await import("../app/api/sweeps/[sweepId]/members/route");
const { encode } = await import("next-auth/jwt");
const { NextRequest } = await import("next/server");

// Session cookies are made once, outside the timings: a browser sends the same cookie with every request.
const owners = await Promise.all(
  data.sweeps.map(async (sweep) => {
    // A new user's sessions carry version 0 until they sign out everywhere or change their password.
    const token = await encode({
      token: { sub: sweep.owner.userId, playerId: sweep.owner.playerId, name: "Owner", sessionVersion: 0 },
      secret,
    });
    const member = await client.sweepMember.findFirstOrThrow({
      where: { sweepId: sweep.id, playerId: sweep.owner.playerId },
      select: { id: true },
    });
    return {
      sweep,
      identity: { playerId: sweep.owner.playerId },
      memberId: member.id,
      cookie: `next-auth.session-token=${token}`,
    };
  }),
);
const someSweep = () => owners[pickIndex(SWEEPS)]!;
type Handler = (
  req: InstanceType<typeof NextRequest>,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;
async function get(handler: Handler, path: string, cookie: string, params: Record<string, string> = {}) {
  const response = await handler(new NextRequest(new URL(path, "http://localhost:3000"), { headers: { cookie } }), {
    params: Promise.resolve(params),
  });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.arrayBuffer();
}

const results: Array<[string, Stats]> = [
  [
    "listSweepsForPlayer (200 cards)",
    await measure(() => listSweepsForPlayer(client, data.players[pickIndex(PLAYERS)]!.playerId)),
  ],
  [
    "requireSweepRole + listSweepMembers (60)",
    await measure(async () => {
      const { sweep, identity } = someSweep();
      const access = await requireSweepRole(identity, sweep.id, "member");
      return listSweepMembers(client, access.sweepId, { includeRequests: false });
    }),
  ],
  [
    "requireSweepRole + getMemberHandicaps (12)",
    await measure(async () => {
      const { sweep, identity, memberId } = someSweep();
      const access = await requireSweepRole(identity, sweep.id, "member");
      return getMemberHandicaps(client, access.sweepId, memberId, { includeInactive: false });
    }),
  ],
  ["GET /api/sweeps (route handler)", await measure(() => get(sweepsRoute, "/api/sweeps", someSweep().cookie))],
  [
    "GET /api/sweeps/{id}/members (route handler)",
    await measure(() => {
      const { sweep, cookie } = someSweep();
      return get(membersRoute, `/api/sweeps/${sweep.id}/members`, cookie, { sweepId: sweep.id });
    }),
  ],
];

for (const [name, stats] of results) {
  const verdict = stats.p95 <= TARGET_P95_MS ? "ok" : `ABOVE TARGET (${TARGET_P95_MS} ms)`;
  console.log(
    `${name.padEnd(46)} p50 ${stats.p50.toFixed(2).padStart(6)} ms  p95 ${stats.p95.toFixed(2).padStart(6)} ms  mean ${stats.mean.toFixed(2).padStart(6)} ms  ${verdict}`,
  );
}
await close();
