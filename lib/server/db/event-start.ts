import "server-only";
import { isoDateIn } from "@/lib/dates";
import type { EventStartBody } from "@/lib/validation/events";
import type { AuthorizedEventId, AuthorizedSweepId } from "../auth/authorized";
import { AppError } from "../errors";
import type { RootDb } from "./infra/client";
import { Prisma } from "./generated/client";
import { sweepTimeZone } from "./group-starts";
import { lockEventForChange } from "./locks";

/**
 * How an event starts and is drawn (docs/golf-rules.md#tee-times-and-the-start, docs/golf-rules.md#draw-methods),
 * until it is closed. A new start moves every group's time at once; the method and group size shape the next draw.
 */
export async function setEventStart(db: RootDb, eventId: AuthorizedEventId, body: EventStartBody): Promise<void> {
  await db.$transaction(async (tx) => {
    const event = await lockEventForChange(tx, eventId);
    if (event.complete) throw new AppError("conflict", "This event is closed, so its start can no longer change.");
    await tx.event.update({
      where: { id: eventId },
      data: { start: body.start ?? Prisma.DbNull, drawMethod: body.drawMethod, groupSize: body.groupSize },
    });
  });
}

/** The sweep's time zone (docs/golf-rules.md#tee-times-and-the-start): every day and time its members see is in it. */
export async function setSweepTimeZone(db: RootDb, sweepId: AuthorizedSweepId, timeZone: string) {
  await db.sweep.update({ where: { id: sweepId }, data: { timeZone } });
  return { sweepId, timeZone };
}

/** The sweep's time zone, the server's until the owner chooses one. */
export async function readSweepTimeZone(db: RootDb, sweepId: AuthorizedSweepId): Promise<string> {
  const sweep = await db.sweep.findUniqueOrThrow({ where: { id: sweepId }, select: { timeZone: true } });
  return sweepTimeZone(sweep.timeZone);
}

/** Each sweep's calendar day now (YYYY-MM-DD, in its zone), by sweep id: "today" as each society sees it. */
export async function sweepTodays(
  db: RootDb,
  sweepIds: readonly string[],
  now = new Date(),
): Promise<Record<string, string>> {
  const sweeps = await db.sweep.findMany({
    where: { id: { in: [...sweepIds] } },
    select: { id: true, timeZone: true },
  });
  return Object.fromEntries(sweeps.map((sweep) => [sweep.id, isoDateIn(now, sweepTimeZone(sweep.timeZone))]));
}
