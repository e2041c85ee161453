import "server-only";
import { randomInt } from "node:crypto";
import { drawGroups } from "@/lib/golf";
import type { GroupedEntriesDto } from "@/lib/validation/entries";
import type { AuthorizedEventId } from "../auth/authorized";
import type { Db, RootDb } from "../db/infra/client";
import { eventHasScores, groupEntries, listEventEntries, snapshotEventHandicaps } from "../db/entries";
import { lockEventForChange } from "../db/locks";
import { keepDrawnHandicaps } from "../db/playing-handicaps";
import { AppError } from "../errors";
import { notifyDrawPublished } from "../notifications/causes";

const RANDOM_RANGE = 2 ** 32;
/** A uniform number in [0, 1) from the operating system's generator: nobody can predict or repeat a draw. */
const secureRandom = () => randomInt(RANDOM_RANGE) / RANDOM_RANGE;

/**
 * Create Draw (docs/golf-rules.md#the-draw): balanced groups of at most four, each player marking the next in the group,
 * and every card's event handicap snapshotted again (docs/golf-rules.md#event-playing-handicap). One transaction with the event locked, so two
 * draws at once run one after the other. Drawing a drawn event answers its draw (a repeated click draws once);
 * redraw draws again, which is refused once any card has a score.
 */
export async function createDraw(
  db: RootDb,
  eventId: AuthorizedEventId,
  { redraw }: { redraw: boolean },
  random: () => number = secureRandom,
): Promise<GroupedEntriesDto> {
  return db.$transaction(async (tx) => {
    const event = await lockEventForChange(tx, eventId);
    if (event.complete) throw new AppError("conflict", "This event is closed, so its draw stands.");
    if (event.drawn && !redraw) return drawnGroups(tx, eventId);
    if (event.drawn && (await eventHasScores(tx, eventId))) {
      throw new AppError("conflict", "Scores have been entered for this event, so the draw can no longer change.");
    }
    const entries = await tx.entry.findMany({
      where: { eventId },
      select: { id: true, playerId: true },
      orderBy: { createdAt: "asc" },
    });
    if (entries.length === 0)
      throw new AppError("conflict", "Nobody has entered this event yet, so there is nobody to draw.");

    const entryOf = new Map(entries.map((entry) => [entry.playerId, entry.id]));
    const slots = drawGroups(
      entries.map((entry) => entry.playerId),
      random,
    );
    // Markers are unique: clear the old draw first so that no new pairing collides with an old one mid-update.
    await tx.entry.updateMany({ where: { eventId }, data: { group: null, drawOrder: null, marksEntryId: null } });
    await tx.$executeRaw`
      UPDATE "Entry" en SET "group" = v."group", "drawOrder" = v."drawOrder", "marksEntryId" = v."marks"
      FROM unnest(
        ${slots.map((slot) => entryOf.get(slot.playerId))}::uuid[],
        ${slots.map((slot) => slot.group)}::int[],
        ${slots.map((_, at) => at + 1)}::int[],
        ${slots.map((slot) => (slot.marksPlayerId ? (entryOf.get(slot.marksPlayerId) ?? null) : null))}::uuid[]
      ) AS v("id", "group", "drawOrder", "marks")
      WHERE en."id" = v."id"`;
    await snapshotEventHandicaps(tx, event);
    await keepDrawnHandicaps(tx, eventId);
    await tx.event.update({ where: { id: eventId }, data: { drawn: true } });
    await notifyDrawPublished(tx, eventId);
    return drawnGroups(tx, eventId);
  });
}

/** The spec's groupedEntries: each group of the draw as the list of its entries in draw order. */
async function drawnGroups(db: Db, eventId: AuthorizedEventId): Promise<GroupedEntriesDto> {
  return groupEntries(await listEventEntries(db, eventId)).groups.map((group) => group.entries);
}
