import "server-only";
import { localIsoDate } from "@/lib/dates";
import { entriesClosedBecause } from "@/lib/events/event-action";
import type { EntryDto } from "@/lib/validation/entries";
import type { EventAccess } from "../auth/authorized";
import type { RootDb } from "../db/infra/client";
import { eventHandicapOf, getEntry, insertEntry, latestExactHandicaps } from "../db/entries";
import { toIsoDate } from "../db/sweeps";
import { AppError, notFound } from "../errors";

const CLOSED = "This event is closed, so nobody can enter it any more.";

/**
 * Enters a player in an event with a card whose event playing handicap is snapshotted (docs/golf-rules.md#event-playing-handicap).
 * A member enters themself while the event's entries are open (lib/events/event-action.ts); an admin adds any
 * approved member until the event is closed (after the draw the entry is 'Ungrouped'). Entering twice answers the one entry.
 */
export async function enterEvent(
  db: RootDb,
  access: EventAccess,
  playerId: string,
  { byAdmin }: { byAdmin: boolean },
  now = new Date(),
): Promise<EntryDto> {
  const existing = await getEntry(db, access.eventId, playerId);
  if (existing) return existing;
  const event = await db.event.findUniqueOrThrow({
    where: { id: access.eventId },
    select: { date: true, drawn: true, complete: true, winterHandicaps: true, entriesOpenAfterDraw: true },
  });
  if (event.complete) throw new AppError("conflict", CLOSED);
  if (!byAdmin) {
    const closed = entriesClosedBecause({ ...event, date: toIsoDate(event.date) }, localIsoDate(now));
    if (closed) throw new AppError("conflict", closed);
  }
  if (byAdmin) await assertCurrentMember(db, access.sweepId, playerId);

  const exact = await latestExactHandicaps(db, access.sweepId, [playerId]);
  const eventHandicap = eventHandicapOf(exact.get(playerId), event.winterHandicaps);
  await insertEntry(db, { eventId: access.eventId, playerId, eventHandicap, allowAfterDraw: byAdmin });
  const entry = await getEntry(db, access.eventId, playerId);
  if (entry) return entry;
  // The event was drawn or closed between the checks above and the insert.
  const latest = await db.event.findUniqueOrThrow({
    where: { id: access.eventId },
    select: { date: true, drawn: true, complete: true, entriesOpenAfterDraw: true },
  });
  throw new AppError(
    "conflict",
    entriesClosedBecause({ ...latest, date: toIsoDate(latest.date) }, localIsoDate(now)) ?? CLOSED,
  );
}

async function assertCurrentMember(db: RootDb, sweepId: string, playerId: string): Promise<void> {
  const player = await db.player.findUnique({
    where: { id: playerId },
    select: {
      fullName: true,
      memberships: { where: { sweepId, approved: true, removedAt: null }, select: { id: true } },
    },
  });
  if (!player) throw notFound("That player");
  if (player.memberships.length === 0) {
    throw new AppError(
      "conflict",
      `${player.fullName} is not a member of this sweep. Approve their join request (or ask them to join) before adding them to an event.`,
    );
  }
}
