import { z } from "zod";

const wallTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Give the time as HH:MM on a 24-hour clock, for example 08:30." });

/** How an event starts (docs/golf-rules.md#tee-times-and-the-start). */
export const eventStartSchema = z.discriminatedUnion("kind", [
  z
    .strictObject({
      kind: z.literal("teeTimes"),
      firstTime: wallTimeSchema.meta({ description: "The first tee time, in the sweep's time zone." }),
      intervalMinutes: z
        .int({ error: "Give the interval in whole minutes." })
        .min(5, { error: "Tee times are at least 5 minutes apart." })
        .max(30, { error: "Tee times are at most 30 minutes apart." }),
      tees: z
        .enum(["first", "firstAndTenth"])
        .meta({ description: "first: every group from the 1st tee; firstAndTenth: groups alternate 1st and 10th." }),
    })
    .meta({ description: "Groups go off one after another at a fixed interval." }),
  z
    .strictObject({
      kind: z.literal("shotgun"),
      time: wallTimeSchema.meta({ description: "When every group starts, in the sweep's time zone." }),
    })
    .meta({ description: "Every group starts at once, each on its own hole." }),
]);
export type EventStart = z.infer<typeof eventStartSchema>;

/** When and where a group starts: the instant (epoch milliseconds), its wall time in the zone, and the hole. */
export type GroupStart = { group: number; startsAt: number; time: string; startingHole: number };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const partsFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });

/** The wall clock of an instant in a zone, read as if it were UTC: its difference from the instant is the offset. */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** "09:16": an instant's time of day in the zone. */
export function wallTimeAt(instant: number, timeZone: string): string {
  const clock = wallClockAsUtc(instant, timeZone) % DAY;
  const minutes = Math.floor(clock / MINUTE);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * The instant a wall time of a calendar day has in a zone (docs/golf-rules.md#tee-times-and-the-start). A time the
 * clocks skip (spring forward) is read with the offset before the change, so it lands as far after the gap as it
 * was inside it; a time that happens twice (fall back) is the first of the two.
 */
export function instantOf(day: string, time: string, timeZone: string): number {
  const [year, month, date] = day.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, date, hour, minute);
  const offsetBefore = wallClockAsUtc(asUtc - DAY, timeZone) - (asUtc - DAY);
  const offsetAfter = wallClockAsUtc(asUtc + DAY, timeZone) - (asUtc + DAY);
  const fits = [asUtc - offsetBefore, asUtc - offsetAfter].filter(
    (instant) => wallClockAsUtc(instant, timeZone) === asUtc,
  );
  return fits.length > 0 ? Math.min(...fits) : asUtc - offsetBefore;
}

/**
 * Each group's start (docs/golf-rules.md#tee-times-and-the-start), on the holes the event plays (their numbers in
 * order: 1–18, a nine-hole course's 1–9, or the back nine's 10–18). Tee times: group n goes off (n−1) intervals
 * after the first time, all from the first hole played; from two tees, groups go off in pairs at each time, the odd
 * group from the first hole and the even from the hole halfway round (the 10th of 18). The interval is time
 * elapsed, so across a change of the clocks the wall times jump with it. Shotgun: every group at the one time, group
 * n on the nth hole played (after the last, the holes are used again from the first: two groups share a hole).
 */
export function groupStarts(
  start: EventStart,
  groupCount: number,
  { day, timeZone, holes }: { day: string; timeZone: string; holes: readonly number[] },
): GroupStart[] {
  const at = (instant: number, group: number, startingHole: number): GroupStart => ({
    group,
    startsAt: instant,
    time: wallTimeAt(instant, timeZone),
    startingHole,
  });
  const hole = (index: number) => holes[index % holes.length] ?? 1;
  if (start.kind === "shotgun") {
    const instant = instantOf(day, start.time, timeZone);
    return Array.from({ length: groupCount }, (_, g) => at(instant, g + 1, hole(g)));
  }
  const first = instantOf(day, start.firstTime, timeZone);
  const twoTees = start.tees === "firstAndTenth";
  const halfwayRound = hole(Math.floor(holes.length / 2));
  return Array.from({ length: groupCount }, (_, g) => {
    const slot = twoTees ? Math.floor(g / 2) : g;
    return at(first + slot * start.intervalMinutes * MINUTE, g + 1, twoTees && g % 2 === 1 ? halfwayRound : hole(0));
  });
}
