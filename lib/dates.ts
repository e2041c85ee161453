import { format } from "date-fns";

// The only place dates are formatted for people, so every screen writes them alike.

/** "06 Jun 2026": the spec's 'dd MMM yyyy'. */
export const formatDay = (date: Date | string | number) => format(new Date(date), "dd MMM yyyy");

/** "6 Jun": a column heading, where the season's year goes without saying. */
export const formatDayShort = (date: Date | string | number) => format(new Date(date), "d MMM");

/** "Sat 06 Jun 2026": for event cards, where the weekday helps. */
export const formatDayWithWeekday = (date: Date | string) => format(new Date(date), "EEE dd MMM yyyy");

/** "Sunday 7 June 2026": the spec's 'long' date, where there is room to spell the day out. */
export const formatDayLong = (date: Date | string) => format(new Date(date), "EEEE d MMMM yyyy");

/** "Sunday 30 Nov": the day of play in an action's words ("Play on Sunday 30 Nov"), near enough to need no year. */
export const formatWeekdayDay = (date: Date | string) => format(new Date(date), "EEEE d MMM");

/** "Sun 7 Dec": a day named in a sentence ("Moved from Sun 7 Dec"), near enough to need no year. */
export const formatWeekdayDayShort = (date: Date | string) => format(new Date(date), "EEE d MMM");

/** An event's calendar date: stored as midnight UTC, so it is read in UTC whatever the viewer's zone. */
export function eventDay(date: Date | string): Date {
  const value = new Date(date);
  return new Date(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate());
}

/** This process's calendar day (the society's, see lib/events/scoring-opens.ts) as an event's date is stored: midnight UTC. */
export function todayAsEventDate(now = new Date()): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** This process's calendar day as YYYY-MM-DD: the society's day (see lib/events/scoring-opens.ts), as events' days are compared. */
export const localIsoDate = (now: Date) => format(now, "yyyy-MM-dd");
