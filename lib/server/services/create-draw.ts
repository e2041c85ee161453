import "server-only";
import { randomInt } from "node:crypto";
import { drawByHandicap, drawGroups } from "@/lib/golf";
import type { GroupedEntriesDto } from "@/lib/validation/entries";
import type { AuthorizedEventId } from "../auth/authorized";
import type { Db, RootDb } from "../db/infra/client";
import { eventHasScores, groupEntries, listEventEntries, snapshotEventHandicaps } from "../db/entries";
import { readDrawField, writeDrawSlots } from "../db/draw-slots";
import { lockEventForChange } from "../db/locks";
import { keepDrawnHandicaps } from "../db/playing-handicaps";
import { AppError } from "../errors";
import { notifyDrawPublished } from "../notifications/causes";

const RANDOM_RANGE = 2 ** 32;
/** A uniform number in [0, 1) from the operating system's generator: nobody can predict or repeat a draw. */
const secureRandom = () => randomInt(RANDOM_RANGE) / RANDOM_RANGE;

/**
 * Create Draw (docs/golf-rules.md#the-draw): balanced groups of at most the event's group size, by its draw method
 * (docs/golf-rules.md#draw-methods), each player marking the next in the group,
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
    // The handicap draws read the event handicaps, so they are brought up to date first.
    await snapshotEventHandicaps(tx, event);
    const field = await readDrawField(tx, eventId);
    if (field.length === 0)
      throw new AppError("conflict", "Nobody has entered this event yet, so there is nobody to draw.");

    const slots =
      event.drawMethod === "random"
        ? drawGroups(
            field.map((entry) => entry.playerId),
            random,
            event.groupSize,
          )
        : drawByHandicap(field, event.drawMethod, event.groupSize);
    await writeDrawSlots(tx, eventId, slots, new Map(field.map((entry) => [entry.playerId, entry.id])));
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
