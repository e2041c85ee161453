import "server-only";
import { localIsoDate } from "@/lib/dates";
import { entriesClosedBecause } from "@/lib/events/event-action";
import type { PlayerDto } from "@/lib/validation/players";
import type { EventAccess } from "../auth/authorized";
import type { RootDb } from "../db/infra/client";
import { eventHandicapOf, getEntry, insertEntry } from "../db/entries";
import { latestExactHandicaps } from "../db/handicaps";
import { lockSweepHandicaps } from "../db/locks";
import { refreshPlayingHandicaps } from "../db/playing-handicaps";
import { getPlayer } from "../db/players";
import { toIsoDate } from "../db/sweeps";
import { AppError, notFound } from "../errors";
import { notifyEnteredInEvent } from "../notifications/causes";

const CLOSED = "This event is closed, so nobody can enter it any more.";

/**
 * Enters a player in an event with a card whose event playing handicap is snapshotted (docs/golf-rules.md#event-playing-handicap).
 * A member enters themself while the event's entries are open (lib/events/event-action.ts); an admin adds any
 * approved member until the event is closed (after the draw the entry is 'Ungrouped'). Entering twice changes nothing.
 */
export async function enterEvent(
  db: RootDb,
  access: EventAccess,
  playerId: string,
  { byAdmin }: { byAdmin: boolean },
  now = new Date(),
): Promise<void> {
  if (await getEntry(db, access.eventId, playerId)) return;
  const event = await db.event.findUniqueOrThrow({
    where: { id: access.eventId },
    select: { date: true, drawn: true, complete: true, winterHandicaps: true, entriesOpenAfterDraw: true },
  });
  if (event.complete) throw new AppError("conflict", CLOSED);
  if (!byAdmin) {
    const closed = entriesClosedBecause({ ...event, date: toIsoDate(event.date) }, localIsoDate(now));
    if (closed) throw new AppError("conflict", closed);
  }
  if (byAdmin) await assertCurrentMember(db, access.sweepId, playerId);

  const exact = await latestExactHandicaps(db, access.sweepId, [playerId]);
  const eventHandicap = eventHandicapOf(exact.get(playerId), event.winterHandicaps);
  const entered = await db.$transaction(async (tx) => {
    if (!(await insertEntry(tx, { eventId: access.eventId, playerId, eventHandicap, allowAfterDraw: byAdmin })))
      return false;
    if (byAdmin) await notifyEnteredInEvent(tx, "added-to-event", access.eventId, playerId);
    // A handicap change that committed since the read above is brought onto the new card under the lock.
    await lockSweepHandicaps(tx, access.sweepId);
    await refreshPlayingHandicaps(tx, access.sweepId, [playerId], { playerId: null, reason: null });
    return true;
  });
  if (entered || (await getEntry(db, access.eventId, playerId))) return;
  // The event was drawn or closed between the checks above and the insert.
  const latest = await db.event.findUniqueOrThrow({
    where: { id: access.eventId },
    select: { date: true, drawn: true, complete: true, entriesOpenAfterDraw: true },
  });
  throw new AppError(
    "conflict",
    entriesClosedBecause({ ...latest, date: toIsoDate(latest.date) }, localIsoDate(now)) ?? CLOSED,
  );
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
