import "server-only";
import { reservesToPromote } from "@/lib/events/field-places";
import type { PlayerRefDto } from "@/lib/validation/sweeps";
import type { Db } from "../db/infra/client";
import { insertEntry } from "../db/entries";
import { chargeEntry } from "../db/event-money";
import { latestExactHandicaps } from "../db/handicaps";
import { type LockedEvent, lockSweepHandicaps } from "../db/locks";
import { countEntries, firstReserves, removeReserves } from "../db/reserves";
import { notifyEnteredInEvent } from "../notifications/causes";
import { cardHandicapOf, readEventHandicapBasis } from "../db/handicap-basis";

/**
 * Moves the first reserves into the places free in the field of an event locked for change, each with a card at
 * their event playing handicap, their stakes charged, and marked as promoted (their dashboard says so, and an email if they want one). Only before the draw: after it a
 * place that comes free is the admins' to fill (Add players), since the groups are set. Answers who moved up.
 */
export async function promoteReserves(tx: Db, event: LockedEvent, now = new Date()): Promise<PlayerRefDto[]> {
  if (event.drawn || event.complete) return [];
  const entrants = await countEntries(tx, event.id);
  const waiting = await tx.eventReserve.count({ where: { eventId: event.id } });
  const moving = (await firstReserves(tx, event.id, reservesToPromote(event.maxField, entrants, waiting))).map(
    (reserve) => reserve.player,
  );
  if (moving.length === 0) return [];
  await lockSweepHandicaps(tx, event.sweepId);
  const playerIds = moving.map((player) => player.id);
  const exact = await latestExactHandicaps(tx, event.sweepId, playerIds);
  const basis = await readEventHandicapBasis(tx, event.id);
  for (const player of moving) {
    const handicap = cardHandicapOf(basis, exact.get(player.id));
    await insertEntry(tx, { eventId: event.id, playerId: player.id, handicap, allowAfterDraw: false });
    // A reserve pays their stakes when they take a place (docs/money-rules.md#stakes), not while they wait.
    await chargeEntry(tx, { eventId: event.id, sweepId: event.sweepId }, player.id, { byPlayerId: null });
    await notifyEnteredInEvent(tx, "reserve-promoted", event.id, player.id);
  }
  await tx.entry.updateMany({ where: { eventId: event.id, playerId: { in: playerIds } }, data: { promotedAt: now } });
  await removeReserves(tx, event.id, playerIds);
  return moving;
}
