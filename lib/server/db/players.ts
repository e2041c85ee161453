import "server-only";
import type { PlayerDto, PlayerEventDto, PlayerHandicapDto } from "@/lib/validation/players";
import type { AuthorizedSweepId } from "../auth/authorized";
import type { Db } from "./infra/client";
import { toHandicapEntryDto } from "./handicaps";
import { toIsoDate } from "./sweeps";

const sweepRef = { select: { id: true, name: true } } as const;

export async function playerExists(db: Db, playerId: string): Promise<boolean> {
  return (await db.player.count({ where: { id: playerId } })) > 0;
}

/** The signed-in user's own player page (user/player): every sweep in which they have a membership or history. */
export function getUserPlayer(db: Db, playerId: string): Promise<PlayerDto | null> {
  return readPlayer(db, playerId, undefined);
}

/** Another player's page (players/{id}), limited to sweeps the caller was authorized for. */
export function getPlayer(db: Db, playerId: string, sweepIds: readonly AuthorizedSweepId[]): Promise<PlayerDto | null> {
  return readPlayer(db, playerId, [...sweepIds]);
}

async function readPlayer(db: Db, playerId: string, sweepIds: string[] | undefined): Promise<PlayerDto | null> {
  const inSweeps = sweepIds ? { in: sweepIds } : undefined;
  const [player, handicapRows, memberships, entries] = await Promise.all([
    db.player.findUnique({
      where: { id: playerId },
      select: { id: true, fullName: true, userId: true, user: { select: { firstName: true, lastName: true } } },
    }),
    db.handicapEntry.findMany({
      where: { playerId, sweepId: inSweeps },
      select: {
        id: true,
        sweepId: true,
        exactTenths: true,
        playingHandicap: true,
        created: true,
        eventId: true,
        sweep: sweepRef,
      },
      orderBy: [{ created: "desc" }, { id: "desc" }],
    }),
    db.sweepMember.findMany({
      where: { playerId, sweepId: inSweeps, approved: true, removedAt: null },
      select: { sweep: sweepRef },
    }),
    db.entry.findMany({
      where: { playerId, event: { sweepId: inSweeps } },
      select: {
        scoreCard: { select: { id: true } },
        event: {
          select: {
            id: true,
            date: true,
            complete: true,
            sweep: sweepRef,
            course: { select: { id: true, name: true } },
            oomResults: { where: { playerId }, select: { position: true, points: true } },
          },
        },
      },
      orderBy: [{ event: { date: "desc" } }, { createdAt: "desc" }],
    }),
  ]);
  if (!player) return null;

  const handicaps: PlayerHandicapDto[] = handicapRows.map(({ sweep, ...row }) => ({
    ...toHandicapEntryDto(row),
    sweep,
  }));
  // Per sweep: the latest entry (handicaps are newest first), for current memberships and sweeps with history.
  const sweeps = new Map<string, PlayerDto["sweeps"][number]>();
  for (const { sweep } of memberships)
    sweeps.set(sweep.id, { sweep, currentHandicap: null, currentExactHandicap: null });
  for (const entry of [...handicaps].reverse()) {
    sweeps.set(entry.sweep.id, {
      sweep: entry.sweep,
      currentHandicap: entry.playingHandicap,
      currentExactHandicap: entry.exact,
    });
  }
  const events: PlayerEventDto[] = entries.map(({ scoreCard, event: { oomResults, date, ...event } }) => ({
    ...event,
    date: toIsoDate(date),
    cardId: scoreCard?.id ?? null,
    position: oomResults[0]?.position ?? null,
    oomPoints: oomResults[0]?.points ?? null,
  }));
  const latest = handicaps[0];
  return {
    ...player,
    currentHandicap: latest?.playingHandicap ?? null,
    currentExactHandicap: latest?.exact ?? null,
    sweeps: [...sweeps.values()].sort((a, b) => a.sweep.name.localeCompare(b.sweep.name)),
    handicaps,
    events,
  };
}
