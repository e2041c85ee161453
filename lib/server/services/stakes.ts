import "server-only";
import { entriesOpen } from "@/lib/events/event-action";
import type { EventStakes } from "@/lib/money";
import type { EventAccess } from "../auth/authorized";
import { changeStakes, readEventStakes } from "../db/event-money";
import type { RootDb } from "../db/infra/client";
import { lockEventForChange } from "../db/locks";
import { AppError, notFound } from "../errors";

/**
 * Sets an event's stakes (docs/money-rules.md#stakes). Refused once anyone has been charged: a changed stake would
 * leave entrants who paid the old one beside those who pay the new.
 */
export async function setEventStakes(db: RootDb, access: EventAccess, stakes: EventStakes): Promise<EventStakes> {
  return db.$transaction(async (tx) => {
    const event = await lockEventForChange(tx, access.eventId);
    if (event.complete) throw new AppError("conflict", "This event is closed, so its stakes stand.");
    const charged = await tx.ledgerEntry.count({ where: { eventId: access.eventId } });
    if (charged > 0)
      throw new AppError(
        "conflict",
        "Members have already been charged for this event, so its stakes can no longer change. Set stakes before anyone enters.",
      );
    await tx.event.update({ where: { id: access.eventId }, data: { stakes } });
    return stakes;
  });
}

/**
 * Joins or leaves an entrant's opt-in pots: the member while the event's entries are open, an admin until it closes.
 * The purse is debited or credited the stake in the same transaction, with the event locked.
 */
export async function setEntryStakes(
  db: RootDb,
  access: EventAccess,
  playerId: string,
  wanted: { inSweep: boolean; inTwos: boolean },
  { byAdmin }: { byAdmin: boolean },
  now = new Date(),
): Promise<{ inSweep: boolean; inTwos: boolean }> {
  return db.$transaction(async (tx) => {
    const event = await lockEventForChange(tx, access.eventId, now);
    if (event.complete) throw new AppError("conflict", "This event is closed, so its pots are settled.");
    if (!byAdmin && !entriesOpen(event, event.today))
      throw new AppError("conflict", "Entries for this event have closed, so ask an admin to change your stakes.");
    const entry = await tx.entry.findUnique({
      where: { eventId_playerId: { eventId: access.eventId, playerId } },
      select: { inSweep: true, inTwos: true },
    });
    if (!entry) throw notFound("That entry");
    const stakes = await readEventStakes(tx, access.eventId);
    if (wanted.inSweep !== entry.inSweep && (!stakes.sweepOptIn || stakes.sweepStake === 0))
      throw new AppError(
        "conflict",
        stakes.sweepStake === 0 ? "This event has no sweep." : "Every entrant is in this event's sweep.",
      );
    if (wanted.inTwos && !entry.inTwos && stakes.twosStake === 0)
      throw new AppError("conflict", "This event has no twos.");
    await changeStakes(tx, access, playerId, entry, wanted, { byPlayerId: access.playerId });
    return wanted;
  });
}
