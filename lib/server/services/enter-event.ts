import "server-only";
import { entriesClosedBecause } from "@/lib/events/event-action";
import type { PlayerDto } from "@/lib/validation/players";
import type { EventAccess } from "../auth/authorized";
import type { RootDb } from "../db/infra/client";
import { placesLeft } from "@/lib/events/field-places";
import { getEntry, insertEntry } from "../db/entries";
import { chargeEntry } from "../db/event-money";
import { cardHandicapOf, readEventHandicapBasis } from "../db/handicap-basis";
import { latestExactHandicaps } from "../db/handicaps";
import { lockEventForChange, lockSweepHandicaps } from "../db/locks";
import { refreshPlayingHandicaps } from "../db/playing-handicaps";
import { getPlayer } from "../db/players";
import { addReserve, countEntries, removeReserves } from "../db/reserves";
import { AppError, notFound } from "../errors";
import { notifyEnteredInEvent } from "../notifications/causes";

const CLOSED = "This event is closed, so nobody can enter it any more.";

/**
 * Enters a player in an event with a card whose event playing handicap is snapshotted (docs/golf-rules.md#event-playing-handicap).
 * A member enters themself while the event's entries are open (lib/events/event-action.ts); an admin adds any
 * approved member until the event is closed (after the draw the entry is 'Ungrouped'). A full field puts the
 * player on the reserve list instead, for members and admins alike (an admin raises the maximum field to let
 * more in). The event is locked for change first, so two players taking the last place count one after the
 * other. Entering twice changes nothing; a reserve who enters when a place is free moves into the field.
 * The entry and its charge to the member's purse (docs/money-rules.md#stakes) commit together; a reserve is charged
 * when they move into the field.
 */
export async function enterEvent(
  db: RootDb,
  access: EventAccess,
  playerId: string,
  { byAdmin }: { byAdmin: boolean },
  now = new Date(),
): Promise<void> {
  if (await getEntry(db, access.eventId, playerId)) return;
  if (byAdmin) await assertCurrentMember(db, access.sweepId, playerId);
  const [exact, basis] = await Promise.all([
    latestExactHandicaps(db, access.sweepId, [playerId]),
    readEventHandicapBasis(db, access.eventId),
  ]);
  await db.$transaction(async (tx) => {
    const event = await lockEventForChange(tx, access.eventId, now);
    if (event.complete) throw new AppError("conflict", CLOSED);
    if (!byAdmin) {
      const closed = entriesClosedBecause(event, event.today);
      if (closed) throw new AppError("conflict", closed);
    }
    if (placesLeft(event.maxField, await countEntries(tx, event.id)) === 0) {
      const entered = await tx.entry.count({ where: { eventId: event.id, playerId } });
      if (entered === 0) await addReserve(tx, event.id, playerId);
      return;
    }
    const handicap = cardHandicapOf(basis, exact.get(playerId));
    if (!(await insertEntry(tx, { eventId: event.id, playerId, handicap, allowAfterDraw: true }))) return;
    await chargeEntry(tx, access, playerId, { byPlayerId: null });
    await removeReserves(tx, event.id, [playerId]);
    if (byAdmin) await notifyEnteredInEvent(tx, "added-to-event", access.eventId, playerId);
    // A handicap change that committed since the read above is brought onto the new card under the lock.
    await lockSweepHandicaps(tx, access.sweepId);
    await refreshPlayingHandicaps(tx, access.sweepId, [playerId], { playerId: null, reason: null });
  });
}

/** Add Players (both route families' calls): an admin enters a member, answered with the added player (the spec's Player). */
export async function addEventPlayer(db: RootDb, access: EventAccess, playerId: string): Promise<PlayerDto> {
  await enterEvent(db, access, playerId, { byAdmin: true });
  const player = await getPlayer(db, playerId, [access.sweepId]);
  if (!player) throw new Error(`addEventPlayer: player ${playerId} vanished after entering`);
  return player;
}

async function assertCurrentMember(db: RootDb, sweepId: string, playerId: string): Promise<void> {
  const player = await db.player.findUnique({
    where: { id: playerId },
    select: {
      fullName: true,
      memberships: { where: { sweepId, approved: true, removedAt: null }, select: { id: true } },
    },
  });
  if (!player) throw notFound("That player");
  if (player.memberships.length === 0) {
    throw new AppError(
      "conflict",
      `${player.fullName} is not a member of this sweep. Approve their join request (or ask them to join) before adding them to an event.`,
    );
  }
}
