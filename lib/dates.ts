// The only place dates are formatted for people, so every screen writes them alike. Day and month names are the
// spec's English ones ('MMM' is three letters: en-GB's "Sept" is not), kept here rather than asked of Intl: four
// Intl formatters built as a page loads cost a phone tens of milliseconds of a blocked main thread
// (bench/http/phone.bench.ts), and no date library is shipped to it either. The formatters below take a calendar day
// (a Date at the viewer's midnight, as eventDay and inSocietyZone give it); an instant is first placed in the
// society's zone with inSocietyZone, so every member sees the same day and time whatever their device's zone.

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const weekdayLong = (day: Date) => WEEKDAYS[day.getDay()]!;
const monthLong = (day: Date) => MONTHS[day.getMonth()]!;
// Every English day and month name is told from the others by its first three letters: "Sat", "Sep".
const weekdayShort = (day: Date) => weekdayLong(day).slice(0, 3);
const monthShort = (day: Date) => monthLong(day).slice(0, 3);

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** "06 Jun 2026": the spec's 'dd MMM yyyy'. */
export function formatDay(date: Date | string | number): string {
  const day = new Date(date);
  return `${twoDigits(day.getDate())} ${monthShort(day)} ${day.getFullYear()}`;
}

/** "6 Jun": a column heading, where the season's year goes without saying. */
export function formatDayShort(date: Date | string | number): string {
  const day = new Date(date);
  return `${day.getDate()} ${monthShort(day)}`;
}

/** "Sat 06 Jun 2026": for event cards, where the weekday helps. */
export function formatDayWithWeekday(date: Date | string): string {
  const day = new Date(date);
  return `${weekdayShort(day)} ${formatDay(day)}`;
}

/** "Sunday 7 June 2026": the spec's 'long' date, where there is room to spell the day out. */
export function formatDayLong(date: Date | string): string {
  const day = new Date(date);
  return `${weekdayLong(day)} ${day.getDate()} ${monthLong(day)} ${day.getFullYear()}`;
}

/** "Sunday 30 Nov": the day of play in an action's words ("Play on Sunday 30 Nov"), near enough to need no year. */
export function formatWeekdayDay(date: Date | string): string {
  const day = new Date(date);
  return `${weekdayLong(day)} ${formatDayShort(day)}`;
}

/** "Sun 7 Dec": a day named in a sentence ("Moved from Sun 7 Dec"), near enough to need no year. */
export function formatWeekdayDayShort(date: Date | string): string {
  const day = new Date(date);
  return `${weekdayShort(day)} ${formatDayShort(day)}`;
}

/** An event's calendar date: stored as midnight UTC, so it is read in UTC whatever the viewer's zone. */
export function eventDay(date: Date | string): Date {
  const value = new Date(date);
  return new Date(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate());
}

/**
 * This process's calendar day as an event's date is stored (midnight UTC): the day of the demo society and the
 * benchmarks, whose sweeps keep the server's zone. A society's own day is isoDateIn with its zone.
 */
export function todayAsEventDate(now = new Date()): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

const isoDayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day of an instant in a time zone, YYYY-MM-DD: the society's day when given its zone (the sweep's,
 * docs/golf-rules.md#tee-times-and-the-start), whatever the zone of the process or the device reading it.
 */
export function isoDateIn(now: Date, timeZone: string): string {
  let format = isoDayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    isoDayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** Whether an IANA time-zone name is one this runtime knows (Intl refuses the others). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the society sees it, in its zone (the sweep's, docs/golf-rules.md#tee-times-and-the-start): its
 * calendar day, for the day formatters above, and its wall-clock time ("14:05"). The one way an instant is shown.
 */
export function inSocietyZone(at: Date | string | number, timeZone: string): { day: Date; time: string } {
  const instant = new Date(at);
  let clock = clockFormats.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    clockFormats.set(timeZone, clock);
  }
  return { day: eventDay(isoDateIn(instant, timeZone)), time: clock.format(instant) };
}

/** "06 Jun 2026": the day of an instant (a payment, a request, a handicap entry) on the society's calendar. */
export function formatDayIn(at: Date | string | number, timeZone: string): string {
  return formatDay(inSocietyZone(at, timeZone).day);
}
