import "server-only";
import type { EventDto } from "@/lib/validation/events";
import type { EventAccess } from "../auth/authorized";
import { cardHandicapOf, readEventHandicapBasis } from "./handicap-basis";
import { latestExactHandicaps } from "./handicaps";
import { readHandicapRules } from "./rules";
import type { Db } from "./infra/client";
import { toIsoDate } from "./sweeps";

type Member = { id: string; fullName: string };

/**
 * What the Add players drawer shows beside the members (docs/screens-and-api.md#add-players): the playing handicap
 * each would get if added now, and the field of the sweep's latest event before this one ("Add last event's field").
 */
export async function readAddPlayersFacts(
  db: Db,
  access: EventAccess,
  event: { date: Date },
  members: readonly Member[],
): Promise<Pick<EventDto, "sweepMembers" | "lastEventField">> {
  const [exact, basis, previous] = await Promise.all([
    latestExactHandicaps(
      db,
      access.sweepId,
      members.map((member) => member.id),
    ),
    readEventHandicapBasis(db, access.eventId),
    db.event.findFirst({
      where: { sweepId: access.sweepId, id: { not: access.eventId }, date: { lt: event.date } },
      orderBy: [{ date: "desc" }, { createdAt: "desc" }],
      select: {
        id: true,
        date: true,
        course: { select: { name: true } },
        entries: { select: { playerId: true } },
      },
    }),
    readHandicapRules(db, access.sweepId),
  ]);
  return {
    sweepMembers: members.map((member) => ({
      ...member,
      playingHandicap: cardHandicapOf(basis, exact.get(member.id)).eventHandicap,
    })),
    lastEventField: previous
      ? {
          eventId: previous.id,
          date: toIsoDate(previous.date),
          courseName: previous.course.name,
          playerIds: previous.entries.map((entry) => entry.playerId),
        }
      : null,
  };
}
