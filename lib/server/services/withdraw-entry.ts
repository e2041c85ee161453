import "server-only";
import { entriesOpen } from "@/lib/events/event-action";
import type { WithdrawalDto } from "@/lib/validation/entries";
import type { EventAccess } from "../auth/authorized";
import type { Db, RootDb } from "../db/infra/client";
import { refundEntry } from "../db/event-money";
import { type LockedEvent, lockEventForChange } from "../db/locks";
import { removeReserves } from "../db/reserves";
import { AppError, notFound } from "../errors";
import { promoteReserves } from "./promote-reserves";

type PlayerRef = { id: string; fullName: string };

/**
 * Withdraws a player from an event, in one transaction with the event locked. A member withdraws themself while
 * the event's entries are open (lib/events/event-action.ts); otherwise only an admin does. After the draw the group's marking ring is closed again: whoever
 * marked the player now marks the card the player marked (docs/golf-rules.md#the-draw, every card keeps a marker). A
 * player left alone in a group is marked by an admin. Before the draw the first reserve takes the place that came
 * free (promote-reserves.ts); a reserve who withdraws leaves the reserve list. Withdrawing a player who has neither
 * entered nor is a reserve changes nothing.
 */
export async function withdrawEntry(
  db: RootDb,
  access: EventAccess,
  playerId: string,
  { byAdmin }: { byAdmin: boolean },
  now = new Date(),
): Promise<WithdrawalDto> {
  return db.$transaction(async (tx) => {
    const event = await lockEventForChange(tx, access.eventId, now);
    const player = await tx.player.findUnique({ where: { id: playerId }, select: { id: true, fullName: true } });
    if (!player) throw notFound("That player");
    const entry = await tx.entry.findUnique({
      where: { eventId_playerId: { eventId: event.id, playerId } },
      select: {
        id: true,
        marksEntry: { select: { id: true, player: { select: { id: true, fullName: true } } } },
        markedBy: { select: { id: true, player: { select: { id: true, fullName: true } } } },
        scoreCard: { select: { _count: { select: { scores: { where: { gross: { gt: 0 } } } } } } },
      },
    });
    const unchanged = { eventId: event.id, player, rePairedMarkers: [], unmarkedPlayers: [], promotedReserves: [] };
    if (event.complete)
      throw new AppError(
        "conflict",
        "This event is closed, so its entries stand. The owner can reopen it to correct a card.",
      );
    if (!byAdmin && !entriesOpen(event, event.today))
      throw new AppError("conflict", onlyAnAdminNow(event, event.today));
    if (!entry) {
      if (await removeReserves(tx, event.id, [playerId]))
        return { ...unchanged, withdrawn: true, message: `${player.fullName} has left the reserve list.` };
      return { ...unchanged, withdrawn: false, message: `${player.fullName} had not entered this event.` };
    }
    if ((entry.scoreCard?._count.scores ?? 0) > 0) {
      throw new AppError(
        "conflict",
        `${player.fullName}'s card already has scores. Delete those scores before withdrawing them.`,
      );
    }
    // Before the draw the stakes go back (docs/money-rules.md#stakes); after it they stay in the pots.
    if (!event.drawn) await refundEntry(tx, access, playerId, { byPlayerId: null, memo: "Withdrew before the draw" });
    await tx.entry.delete({ where: { id: entry.id } });
    const { rePairedMarkers, unmarkedPlayers } = await closeMarkingRing(tx, entry.markedBy, entry.marksEntry);
    const promotedReserves = await promoteReserves(tx, event, now);
    const movedUp = promotedReserves
      .map((reserve) => ` ${reserve.fullName} moves up from the reserve list into the field.`)
      .join("");
    const note = rePairedMarkers
      .map((pair) => ` ${pair.player.fullName} now marks ${pair.nowMarks.fullName}.`)
      .join("");
    const alone = unmarkedPlayers
      .map((other) => ` ${other.fullName} has no marker now: an admin marks their card.`)
      .join("");
    return {
      ...unchanged,
      withdrawn: true,
      rePairedMarkers,
      unmarkedPlayers,
      promotedReserves,
      message: `${player.fullName} has withdrawn.${note}${alone}${movedUp}`,
    };
  });
}

/** Why a member may not withdraw themself now, once entries are closed to them. */
function onlyAnAdminNow(event: LockedEvent, today: string): string {
  if (event.drawn)
    return "The draw has been made, so only an admin of the sweep can withdraw you now (they re-pair your group's markers).";
  if (event.date < today) return "This event's day has passed, so only an admin of the sweep can withdraw you now.";
  return "Entries have closed, so only an admin of the sweep can withdraw you now.";
}

type RingEntry = { id: string; player: PlayerRef } | null;

/** The player's marker takes over the card the player marked; in a 2-ball the one left has nobody to mark. */
async function closeMarkingRing(tx: Db, markedBy: RingEntry, marks: RingEntry) {
  if (!markedBy || !marks) return { rePairedMarkers: [], unmarkedPlayers: [] };
  if (markedBy.id === marks.id) return { rePairedMarkers: [], unmarkedPlayers: [markedBy.player] };
  await tx.entry.update({ where: { id: markedBy.id }, data: { marksEntryId: marks.id } });
  return { rePairedMarkers: [{ player: markedBy.player, nowMarks: marks.player }], unmarkedPlayers: [] };
}
