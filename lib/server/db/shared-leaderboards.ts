import "server-only";
import { logger } from "../log/logger";
import { type EventLeaderboardDto, eventLeaderboardDtoSchema } from "@/lib/validation/results";
import type { AuthorizedEventId } from "../auth/authorized";
import type { Db, RootDb } from "./infra/client";

/**
 * The one build of an event's live leaderboard per change of its field, for every app process on the database
 * (ARCHITECTURE.md "Live updates"): after a save, each process with open leaderboards asks for the board
 * under the field's new fingerprint. The first to take the event's advisory lock builds it and stores it with that
 * fingerprint (the BuiltLeaderboard row); the others wait on the lock, then read what it stored instead of building
 * their own. A process that dies while building releases the lock with its connection, and the next one builds.
 *
 * A board stored under a fingerprint was built from the field as it was then or later, never earlier, so a reader
 * that asks under the same fingerprint gets a board at least as new as the field it saw.
 */
export async function buildOncePerChange(
  db: RootDb,
  eventId: AuthorizedEventId,
  fingerprint: string,
  build: (tx: Db) => Promise<EventLeaderboardDto | null>,
): Promise<EventLeaderboardDto | null> {
  const stored = await readStored(db, eventId, fingerprint);
  if (stored) return stored;
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('sweeps.leaderboard'), hashtext(${eventId}))`;
    const builtMeanwhile = await readStored(tx, eventId, fingerprint);
    if (builtMeanwhile) return builtMeanwhile;
    const leaderboard = await build(tx);
    if (leaderboard) await store(tx, eventId, fingerprint, leaderboard);
    return leaderboard;
  });
}

/**
 * Keeps the board for the other processes. Only a courtesy to them: a database that takes no writes (read-only, a
 * full disk) still gets its leaderboard read, built here, so a refused write is rolled back to before it, alone.
 */
async function store(tx: Db, eventId: string, fingerprint: string, leaderboard: EventLeaderboardDto): Promise<void> {
  await tx.$executeRaw`SAVEPOINT store_leaderboard`;
  try {
    await tx.builtLeaderboard.upsert({
      where: { eventId },
      create: { eventId, fingerprint, leaderboard },
      update: { fingerprint, leaderboard, builtAt: new Date() },
    });
    await tx.$executeRaw`RELEASE SAVEPOINT store_leaderboard`;
  } catch (error) {
    await tx.$executeRaw`ROLLBACK TO SAVEPOINT store_leaderboard`;
    logger.warn({ err: error, eventId }, "The built leaderboard could not be kept for the other processes");
  }
}

// A row written by an older version of the app may not have today's shape: it is then built again.
async function readStored(db: Db, eventId: string, fingerprint: string): Promise<EventLeaderboardDto | null> {
  const row = await db.builtLeaderboard.findUnique({
    where: { eventId },
    select: { fingerprint: true, leaderboard: true },
  });
  if (row?.fingerprint !== fingerprint) return null;
  const parsed = eventLeaderboardDtoSchema.safeParse(row.leaderboard);
  return parsed.success ? parsed.data : null;
}
