import "server-only";
import { eventDay, formatWeekdayDayShort } from "@/lib/dates";
import type { LinkedGuestDto } from "@/lib/validation/guests";
import type { AuthorizedSweepId } from "../auth/authorized";
import { findSweepGuest, firstSharedEvent } from "../db/guests";
import type { HandicapAuthor } from "../db/handicaps";
import type { RootDb } from "../db/infra/client";
import { lockSweepHandicaps } from "../db/locks";
import { refreshPlayingHandicaps } from "../db/playing-handicaps";
import { AppError, notFound } from "../errors";

/**
 * An admin links a guest who has since joined to the member (docs/golf-rules.md#guests): the guest's entries and
 * cards, handicap entries and stored results move onto the member, in one transaction, and the guest's record goes.
 * The entries stay marked as a guest's and the closed events' stored points are not computed again, so the past
 * order of merit stands. A guest and member entered in the same event cannot be merged: refused, nothing changes.
 */
export async function linkGuest(
  db: RootDb,
  sweepId: AuthorizedSweepId,
  memberPlayerId: string,
  guestPlayerId: string,
  by: HandicapAuthor,
): Promise<LinkedGuestDto> {
  return db.$transaction(async (tx) => {
    await lockSweepHandicaps(tx, sweepId);
    const member = await tx.sweepMember.findFirst({
      where: { sweepId, playerId: memberPlayerId, approved: true, removedAt: null },
      select: { player: { select: { fullName: true } } },
    });
    if (!member) throw notFound("That member");
    const guest = await findSweepGuest(tx, sweepId, guestPlayerId);
    if (!guest) throw notFound("That guest");
    const shared = await firstSharedEvent(tx, guest.id, memberPlayerId);
    if (shared) {
      throw new AppError(
        "conflict",
        `${guest.fullName} and ${member.player.fullName} are both entered in the event of ` +
          `${formatWeekdayDayShort(eventDay(shared))}. Withdraw one of the two entries, then link again.`,
      );
    }
    const moved = await tx.entry.updateMany({ where: { playerId: guest.id }, data: { playerId: memberPlayerId } });
    await tx.handicapEntry.updateMany({ where: { playerId: guest.id }, data: { playerId: memberPlayerId } });
    await tx.oomResult.updateMany({ where: { playerId: guest.id }, data: { playerId: memberPlayerId } });
    await tx.player.delete({ where: { id: guest.id } });
    await refreshPlayingHandicaps(tx, sweepId, [memberPlayerId], by);
    return { playerId: memberPlayerId, entries: moved.count };
  });
}
