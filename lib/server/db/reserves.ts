import "server-only";
import type { ReserveDto } from "@/lib/validation/entries";
import type { AuthorizedEventId } from "../auth/authorized";
import type { Db } from "./infra/client";

const IN_ORDER = [{ createdAt: "asc" as const }, { id: "asc" as const }];

/** An event's reserve list in the order the players came: position 1 is next into the field. */
export async function listReserves(db: Db, eventId: AuthorizedEventId): Promise<ReserveDto[]> {
  const rows = await db.eventReserve.findMany({
    where: { eventId },
    select: { player: { select: { id: true, fullName: true } } },
    orderBy: IN_ORDER,
  });
  return rows.map((row, index) => ({ position: index + 1, player: row.player }));
}

/** The first `count` reserves, next into the field first. */
export async function firstReserves(db: Db, eventId: AuthorizedEventId, count: number) {
  if (count <= 0) return [];
  return db.eventReserve.findMany({
    where: { eventId },
    select: { player: { select: { id: true, fullName: true } } },
    orderBy: IN_ORDER,
    take: count,
  });
}

/** Puts a player at the end of the reserve list; one who is on it already keeps their place. */
export async function addReserve(db: Db, eventId: AuthorizedEventId, playerId: string): Promise<void> {
  await db.eventReserve.createMany({ data: [{ eventId, playerId, createdAt: new Date() }], skipDuplicates: true });
}

/** Takes players off the reserve list; true when any of them was on it. */
export async function removeReserves(db: Db, eventId: AuthorizedEventId, playerIds: readonly string[]) {
  const { count } = await db.eventReserve.deleteMany({ where: { eventId, playerId: { in: [...playerIds] } } });
  return count > 0;
}

/** How many players are in the field (entries with cards; reserves are not). */
export const countEntries = (db: Db, eventId: AuthorizedEventId) => db.entry.count({ where: { eventId } });
