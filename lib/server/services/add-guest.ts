import "server-only";
import { roundHalfUp } from "@/lib/golf";
import type { EntryDto } from "@/lib/validation/entries";
import type { AddGuestBody } from "@/lib/validation/guests";
import type { EventAccess } from "../auth/authorized";
import { getEntry, insertEntry } from "../db/entries";
import { cardHandicapOf, readEventHandicapBasis } from "../db/handicap-basis";
import { assertNameFreeInEvent } from "../db/guests";
import type { HandicapAuthor } from "../db/handicaps";
import type { RootDb } from "../db/infra/client";
import { lockSweepHandicaps } from "../db/locks";
import { AppError } from "../errors";

const CLOSED = "This event is closed, so nobody can be added to it any more.";

/**
 * An admin adds a guest to an event (docs/golf-rules.md#guests): a player with no account and no membership, whose
 * handicap is recorded in the sweep as a member's is (so the card's event handicap follows the event's rules), and
 * an entry marked as a guest's. Allowed until the event is closed; after the draw the guest is 'Ungrouped'.
 */
export async function addGuest(
  db: RootDb,
  access: EventAccess,
  body: AddGuestBody,
  by: HandicapAuthor,
  now = new Date(),
): Promise<EntryDto> {
  const fullName = body.fullName.replace(/\s+/g, " ");
  const playerId = await db.$transaction(async (tx) => {
    const event = await tx.event.findUniqueOrThrow({
      where: { id: access.eventId },
      select: { complete: true },
    });
    if (event.complete) throw new AppError("conflict", CLOSED);
    await assertNameFreeInEvent(tx, access.eventId, fullName);
    const player = await tx.player.create({ data: { fullName, guestEmail: body.email ?? null }, select: { id: true } });
    const entered = await insertEntry(tx, {
      eventId: access.eventId,
      playerId: player.id,
      handicap: cardHandicapOf(await readEventHandicapBasis(tx, access.eventId), body.handicap),
      allowAfterDraw: true,
      guest: true,
    });
    // The event was closed between the read above and the insert.
    if (!entered) throw new AppError("conflict", CLOSED);
    // After the event's lock, in the lock order (ARCHITECTURE.md#lock-order).
    await lockSweepHandicaps(tx, access.sweepId);
    await tx.handicapEntry.create({
      data: {
        playerId: player.id,
        sweepId: access.sweepId,
        exactTenths: Math.round(body.handicap * 10),
        playingHandicap: roundHalfUp(body.handicap),
        created: now,
        recordedAt: now,
        recordedById: by.playerId,
        reason: by.reason,
      },
    });
    return player.id;
  });
  const entry = await getEntry(db, access.eventId, playerId);
  if (!entry) throw new Error(`addGuest: the guest ${playerId} vanished after entering`);
  return entry;
}
