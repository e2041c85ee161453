import "server-only";
import type { DrawSlot } from "@/lib/golf";
import type { AuthorizedEventId } from "../auth/authorized";
import type { Db } from "./infra/client";

/** An entrant as the draw reads them: their entry, player and event handicap, in entry order. */
export async function readDrawField(db: Db, eventId: AuthorizedEventId) {
  const entries = await db.entry.findMany({
    where: { eventId },
    select: {
      id: true,
      playerId: true,
      group: true,
      drawOrder: true,
      scoreCard: { select: { eventHandicap: true } },
    },
    orderBy: { createdAt: "asc" },
  });
  return entries.map(({ scoreCard, ...entry }) => ({ ...entry, handicap: scoreCard?.eventHandicap ?? 0 }));
}

/**
 * Writes a draw: each slot's group, its place across the field (the slots' order) and whom it marks; entries
 * without a slot are left ungrouped. The caller holds the event's lock (lockEventForChange).
 */
export async function writeDrawSlots(
  db: Db,
  eventId: AuthorizedEventId,
  slots: readonly DrawSlot[],
  entryOf: ReadonlyMap<string, string>,
): Promise<void> {
  // Markers are unique: clear the old draw first so that no new pairing collides with an old one mid-update.
  await db.entry.updateMany({ where: { eventId }, data: { group: null, drawOrder: null, marksEntryId: null } });
  await db.$executeRaw`
    UPDATE "Entry" en SET "group" = v."group", "drawOrder" = v."drawOrder", "marksEntryId" = v."marks"
    FROM unnest(
      ${slots.map((slot) => entryOf.get(slot.playerId))}::uuid[],
      ${slots.map((slot) => slot.group)}::int[],
      ${slots.map((_, at) => at + 1)}::int[],
      ${slots.map((slot) => (slot.marksPlayerId ? (entryOf.get(slot.marksPlayerId) ?? null) : null))}::uuid[]
    ) AS v("id", "group", "drawOrder", "marks")
    WHERE en."id" = v."id"`;
}
