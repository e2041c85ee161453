import "server-only";
import type { Db } from "../db/infra/client";
import { toIsoDate } from "../db/sweeps";

/** What every event email names: the sweep, the course and the day. */
export async function eventFacts(tx: Db, eventId: string) {
  const event = await tx.event.findUniqueOrThrow({
    where: { id: eventId },
    select: { date: true, sweep: { select: { id: true, name: true } }, course: { select: { name: true } } },
  });
  return {
    sweepId: event.sweep.id,
    sweepName: event.sweep.name,
    eventId,
    eventDate: toIsoDate(event.date),
    courseName: event.course.name,
  };
}

/** The accounts of players (a player with no account gets no email). */
export async function usersOfPlayers(tx: Db, playerIds: readonly string[]): Promise<Map<string, string>> {
  const players = await tx.player.findMany({
    where: { id: { in: [...playerIds] }, userId: { not: null } },
    select: { id: true, userId: true },
  });
  return new Map(players.flatMap((player) => (player.userId ? [[player.id, player.userId] as const] : [])));
}

/** The accounts of a sweep's owner and admins, for the admins' kinds. */
export async function adminUsersOfSweep(tx: Db, sweepId: string): Promise<string[]> {
  const sweep = await tx.sweep.findUniqueOrThrow({
    where: { id: sweepId },
    select: {
      owner: { select: { userId: true } },
      members: {
        where: { approved: true, removedAt: null, isAdmin: true },
        select: { player: { select: { userId: true } } },
      },
    },
  });
  const users = [sweep.owner.userId, ...sweep.members.map((member) => member.player.userId)];
  return [...new Set(users.filter((userId): userId is string => userId !== null))];
}
