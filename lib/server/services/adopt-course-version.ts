import "server-only";
import { eventDay, formatWeekdayDayShort } from "@/lib/dates";
import type { AdoptedEventsDto } from "@/lib/validation/courses";
import type { AuthorizedEventId, AuthorizedSweepId } from "../auth/authorized";
import { eventHasScores, snapshotEventHandicaps } from "../db/entries";
import type { RootDb } from "../db/infra/client";
import { lockEventForChange } from "../db/locks";
import { AppError, notFound } from "../errors";

/**
 * Moves every event not yet closed from the course a version was copied from onto the version (a stroke index
 * correction), in one transaction. An event with scores moves only when the pars agree: its points follow the
 * new stroke indexes, but a different par would rewrite what was played. The cards' handicaps are recomputed as
 * on any course change.
 */
export async function adoptCourseVersion(
  db: RootDb,
  sweepId: AuthorizedSweepId,
  courseId: string,
): Promise<AdoptedEventsDto> {
  return db.$transaction(async (tx) => {
    const version = await tx.course.findFirst({
      where: { id: courseId, sweepId },
      select: { copiedFromId: true, holes: { select: { number: true, par: true } } },
    });
    if (!version) throw notFound("The course");
    if (!version.copiedFromId) {
      throw new AppError(
        "conflict",
        "This course was not copied from another course of this sweep, so it has no older version.",
      );
    }
    const older = await tx.course.findUniqueOrThrow({
      where: { id: version.copiedFromId },
      select: { holes: { select: { number: true, par: true } } },
    });
    if (older.holes.length !== version.holes.length) {
      throw new AppError(
        "conflict",
        "The two versions have different numbers of holes, so events cannot move from one to the other. Nothing was moved.",
      );
    }
    const sameParsAs = (holes: { number: number; par: number }[]) =>
      holes.every((hole) => version.holes.find((other) => other.number === hole.number)?.par === hole.par);
    const events = await tx.event.findMany({
      where: { courseId: version.copiedFromId, complete: false },
      select: { id: true },
      orderBy: { id: "asc" },
    });
    for (const { id } of events) {
      const event = await lockEventForChange(tx, id as AuthorizedEventId);
      if (event.complete) continue;
      if (!sameParsAs(older.holes) && (await eventHasScores(tx, event.id))) {
        throw new AppError(
          "conflict",
          `Scores have been entered for the event of ${formatWeekdayDayShort(eventDay(event.date))} and the pars of the two versions differ, so its course cannot change. Nothing was moved.`,
        );
      }
      await tx.event.update({ where: { id }, data: { courseId } });
      await snapshotEventHandicaps(tx, event);
    }
    return { moved: events.length };
  });
}
