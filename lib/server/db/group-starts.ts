import "server-only";
import { eventStartSchema, groupStarts, HOLES_PER_CARD } from "@/lib/golf";
import type { GroupStartDto } from "@/lib/validation/entries";

/** The zone of a sweep that has not chosen one: the server's (its TZ), as before sweeps kept a zone. */
export const SERVER_TIME_ZONE = new Intl.DateTimeFormat().resolvedOptions().timeZone;

export const sweepTimeZone = (stored: string | null): string => stored ?? SERVER_TIME_ZONE;

/** What an event's group starts are made from: its stored start (JSON), its day and its sweep's zone. */
export type StartContext = { start: unknown; date: Date; timeZone: string | null };

/** How the event starts, or null when it has no start (or a stored one that no longer reads). */
export const eventStartOf = (stored: unknown) =>
  eventStartSchema
    .nullable()
    .catch(null)
    .parse(stored ?? null);

/** Each group's start (docs/golf-rules.md#tee-times-and-the-start), by group number: empty without a start. */
export function startsByGroup(context: StartContext, groupCount: number): Map<number, GroupStartDto> {
  const start = eventStartOf(context.start);
  if (!start || groupCount < 1) return new Map();
  const starts = groupStarts(start, groupCount, {
    day: context.date.toISOString().slice(0, 10),
    timeZone: sweepTimeZone(context.timeZone),
    holes: HOLES_PER_CARD,
  });
  return new Map(
    starts.map(({ group, time, startsAt, startingHole }) => [
      group,
      { time, startingHole, startsAt: new Date(startsAt).toISOString() },
    ]),
  );
}
