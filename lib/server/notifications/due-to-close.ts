import "server-only";
import { isoDateIn } from "@/lib/dates";
import { systemEventId } from "../auth/system-access";
import { readCloseCheck } from "../db/close-check";
import { sweepTimeZone } from "../db/group-starts";
import type { RootDb } from "../db/infra/client";
import { toIsoDate } from "../db/sweeps";
import { adminUsersOfSweep, eventFacts } from "./event-facts";
import { queueNotifications } from "./outbox";

/**
 * The admins' reminder: a drawn event whose day has passed in its sweep's zone, still open, with cards that need a decision before it
 * can close. Run hourly by the worker; each admin hears of each event once (the key is the event).
 */
export async function queueEventsDueToClose(db: RootDb, now = new Date()): Promise<number> {
  const open = await db.event.findMany({
    where: { drawn: true, complete: false },
    select: { id: true, sweepId: true, date: true, sweep: { select: { timeZone: true } } },
  });
  const due = open.filter((event) => toIsoDate(event.date) < isoDateIn(now, sweepTimeZone(event.sweep.timeZone)));
  let reminded = 0;
  for (const event of due) {
    const openCards = (await readCloseCheck(db, systemEventId(event.id))).cards.length;
    if (openCards === 0) continue;
    await db.$transaction(async (tx) => {
      const facts = await eventFacts(tx, event.id);
      const admins = await adminUsersOfSweep(tx, event.sweepId);
      await queueNotifications(
        tx,
        admins.map((userId) => ({
          kind: "event-due-to-close" as const,
          userId,
          cause: event.id,
          payload: { ...facts, openCards },
        })),
      );
    });
    reminded += 1;
  }
  return reminded;
}
