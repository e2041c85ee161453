import "server-only";
import type { AuthorizedEventId, SweepAccess } from "../auth/authorized";
import type { RootDb } from "../db/infra/client";
import { removeMember } from "../db/members";
import { withdrawEntry } from "./withdraw-entry";

/**
 * Ends a membership (docs/screens-and-api.md#sweeps-and-membership). Each event still to be drawn that the member
 * entered is first left by the withdrawal an admin makes (withdraw-entry.ts): the stakes go back, the place comes free
 * and the first reserve moves up, told as any promoted reserve is. Drawn events keep their groups; the membership then
 * ends and the player leaves every reserve list of the sweep.
 */
export async function removeMemberFromSweep(
  db: RootDb,
  access: SweepAccess,
  playerId: string,
  now = new Date(),
): Promise<void> {
  const upcoming = await db.entry.findMany({
    where: { playerId, event: { sweepId: access.sweepId, drawn: false, complete: false } },
    select: { eventId: true },
    orderBy: { eventId: "asc" },
  });
  for (const { eventId } of upcoming) {
    // An event of the sweep the guard authorized, left by an admin of it.
    const event = { ...access, eventId: eventId as AuthorizedEventId, isComplete: false };
    await withdrawEntry(db, event, playerId, { byAdmin: true }, now);
  }
  await removeMember(db, access.sweepId, playerId, now);
}
