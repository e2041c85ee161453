import "server-only";
import type { Prize } from "@/lib/money";
import type { EventPrizeDto } from "@/lib/validation/money";
import type { EventAccess } from "../auth/authorized";
import { readEventStakes } from "../db/event-money";
import { recordPrizeWinner, replaceEventPrizes } from "../db/event-prizes";
import type { RootDb } from "../db/infra/client";
import { lockEventForChange, lockSweepMoney } from "../db/locks";
import { AppError, notFound } from "../errors";

/** Sets the event's prizes (docs/money-rules.md#prizes) until it closes: the close pays them. */
export async function setEventPrizes(
  db: RootDb,
  access: EventAccess,
  prizes: readonly Prize[],
): Promise<EventPrizeDto[]> {
  return db.$transaction(async (tx) => {
    const event = await lockEventForChange(tx, access.eventId);
    if (event.complete)
      throw new AppError("conflict", "This event is closed, so its prizes stand. Reopen it to change them.");
    return replaceEventPrizes(tx, access.eventId, prizes);
  });
}

/**
 * Records who won a prize, before or after the close; on a closed event the winner is paid at once (and a winner
 * recorded before is reversed), in one transaction with the event and the sweep's money locked.
 */
export async function setPrizeWinner(
  db: RootDb,
  access: EventAccess,
  prizeId: string,
  winnerId: string | null,
): Promise<EventPrizeDto> {
  return db.$transaction(async (tx) => {
    const event = await lockEventForChange(tx, access.eventId);
    await lockSweepMoney(tx, event.sweepId);
    if (winnerId) {
      const entry = await tx.entry.findUnique({
        where: { eventId_playerId: { eventId: access.eventId, playerId: winnerId } },
        select: { id: true },
      });
      if (!entry) throw notFound("That entrant");
    }
    const { fundCutBp } = await readEventStakes(tx, access.eventId);
    const prize = await recordPrizeWinner(
      tx,
      { eventId: access.eventId, sweepId: event.sweepId, complete: event.complete, fundCutBp },
      prizeId,
      winnerId,
      { byPlayerId: access.playerId },
    );
    if (!prize) throw notFound("That prize");
    return prize;
  });
}
