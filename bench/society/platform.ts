// What the benchmark adds to the results society (bench/results-society.ts): the platform around it, 200 other
// sweeps of 10 to 30 members each for the list endpoints, and a password on the society's members for sign-in.
import { randomUUID } from "node:crypto";
import { DEFAULT_HANDICAP_RULES, DEFAULT_OOM_RULES } from "../../lib/golf";
import { seededRandom } from "../../lib/seeded-random";
import { hashPassword } from "../../lib/server/auth/passwords";
import type { PrismaClient } from "../../lib/server/db/generated/client";

export const PLATFORM_SWEEPS = 200;
const PLATFORM_PLAYERS = 1_000;
export const MEMBER_PASSWORD = "bench-password-long-enough";

const random = seededRandom(20_261_213);

export async function seedPlatform(db: PrismaClient) {
  const players = Array.from({ length: PLATFORM_PLAYERS }, (_, i) => ({
    userId: randomUUID(),
    playerId: randomUUID(),
    i,
  }));
  await db.user.createMany({
    data: players.map((p) => ({
      id: p.userId,
      email: `p${p.i}@platform.test`,
      firstName: "Platform",
      lastName: `No${p.i}`,
    })),
  });
  await db.player.createMany({
    data: players.map((p) => ({ id: p.playerId, userId: p.userId, fullName: `Platform No${p.i}` })),
  });
  const sweeps = players
    .slice(0, PLATFORM_SWEEPS)
    .map((owner, s) => ({ id: randomUUID(), owner, name: `Platform Sweep ${s + 1}` }));
  await db.sweep.createMany({
    data: sweeps.map((s) => ({
      id: s.id,
      name: s.name,
      ownerId: s.owner.playerId,
      oomRules: { ...DEFAULT_OOM_RULES },
      handicapRules: { ...DEFAULT_HANDICAP_RULES },
    })),
  });
  await db.sweepMember.createMany({
    data: sweeps.flatMap((s) => {
      const members = new Set([
        s.owner,
        ...Array.from(
          { length: 10 + Math.floor(random() * 20) },
          () => players[Math.floor(random() * PLATFORM_PLAYERS)]!,
        ),
      ]);
      return [...members].map((p) => ({
        sweepId: s.id,
        playerId: p.playerId,
        approved: true,
        isAdmin: p === s.owner,
        approvedAt: new Date(),
      }));
    }),
  });
}

/** Every user of the results society signs in with MEMBER_PASSWORD (one argon2 hash, shared: hashing is slow). */
export async function setMemberPasswords(db: PrismaClient) {
  await db.user.updateMany({
    where: { email: { endsWith: "@bench.test" } },
    data: { passwordHash: await hashPassword(MEMBER_PASSWORD) },
  });
}
