import "server-only";
import { oomRulesSchema, orderOfMerit, type OomEntry } from "@/lib/golf";
import type { AuthorizedSweepId } from "../auth/authorized";
import type { Db } from "./client";
import { toIsoDate } from "./sweeps";

/** The sweep's order of merit from the points stored when its events were closed, in one query. */
export async function getSweepOrderOfMerit(db: Db, sweepId: AuthorizedSweepId): Promise<OomEntry[]> {
  const sweep = await db.sweep.findUnique({
    where: { id: sweepId },
    select: {
      oomRules: true,
      events: {
        where: { complete: true },
        orderBy: { date: "asc" },
        select: {
          id: true,
          date: true,
          oomResults: { select: { playerId: true, position: true, points: true, player: { select: { fullName: true } } } },
        },
      },
    },
  });
  if (!sweep) return [];
  return orderOfMerit(
    sweep.events.map((event) => ({
      eventId: event.id,
      date: toIsoDate(event.date),
      results: event.oomResults.map((row) => ({ playerId: row.playerId, fullName: row.player.fullName, position: row.position, points: row.points })),
    })),
    oomRulesSchema.parse(sweep.oomRules),
  );
}
