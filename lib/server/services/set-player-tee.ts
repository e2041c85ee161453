import "server-only";
import type { EntryDto } from "@/lib/validation/entries";
import type { PlayerTeeBody } from "@/lib/validation/events";
import type { EventAccess } from "../auth/authorized";
import { getEntry } from "../db/entries";
import { teeOfCourse } from "../db/events";
import type { RootDb } from "../db/infra/client";
import { lockEventForChange, lockSweepHandicaps } from "../db/locks";
import { refreshPlayingHandicaps } from "../db/playing-handicaps";
import { AppError, notFound } from "../errors";

/**
 * An admin gives one entrant their own tees (e.g. ladies' tees), or null to play the event's
 * (docs/golf-rules.md#handicap-basis). The card's handicap follows at once, in the same transaction, while it has
 * no score; a card with a score keeps the handicap its round was played off, so its tees stay too.
 */
export async function setPlayerTee(
  db: RootDb,
  access: EventAccess,
  playerId: string,
  body: PlayerTeeBody,
): Promise<EntryDto> {
  await db.$transaction(async (tx) => {
    const event = await lockEventForChange(tx, access.eventId);
    if (event.complete) throw new AppError("conflict", "This event is closed, so its players' tees are settled.");
    const entry = await tx.entry.findUnique({
      where: { eventId_playerId: { eventId: access.eventId, playerId } },
      select: {
        id: true,
        teeName: true,
        event: { select: { courseId: true } },
        scoreCard: { select: { scores: { where: { gross: { not: null } }, select: { id: true }, take: 1 } } },
      },
    });
    if (!entry) throw notFound("The player's entry in this event");
    const teeName = await teeOfCourse(tx, entry.event.courseId, body.teeName);
    if (teeName === entry.teeName) return;
    if ((entry.scoreCard?.scores.length ?? 0) > 0) {
      throw new AppError(
        "conflict",
        "This player's card has scores, so it keeps the tees and handicap the round was played off.",
      );
    }
    await tx.entry.update({ where: { id: entry.id }, data: { teeName } });
    await lockSweepHandicaps(tx, access.sweepId);
    const reason = teeName === null ? "Plays the event's tees." : `Plays from the ${teeName} tees.`;
    await refreshPlayingHandicaps(tx, access.sweepId, [playerId], { playerId: access.playerId, reason });
  });
  const entry = await getEntry(db, access.eventId, playerId);
  if (!entry) throw notFound("The player's entry in this event");
  return entry;
}
