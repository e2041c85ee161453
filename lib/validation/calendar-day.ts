import { z } from "zod";

// The days a date sent to the API may name. PostgreSQL refuses year 0 and JavaScript dates stop at year 275760,
// so without a bound a slip such as 0026-06-07 or 9999-12-31 reached the database; no society's history or
// fixture list goes beyond these.
export const FIRST_DAY = "1900-01-01";
export const LAST_DAY = "2100-12-31";

/**
 * A calendar day sent to the API, YYYY-MM-DD from 1900 to 2100. A date-time is accepted too (older clients send
 * one) and read as the day it names in its own zone, so "2026-06-07T00:00:00+12:00" is 7 June wherever the
 * server runs. `label` names the field in every message, e.g. "the date of play".
 */
export function calendarDaySchema(label: string) {
  const format = `Enter ${label}, e.g. 2026-06-07.`;
  return z
    .union([z.iso.date({ error: format }), z.iso.datetime({ offset: true, error: format })], { error: format })
    .transform((value) => value.slice(0, 10))
    .refine(
      (day) => day >= FIRST_DAY && day <= LAST_DAY,
      `Enter ${label} between ${FIRST_DAY.slice(0, 4)} and ${LAST_DAY.slice(0, 4)}.`,
    )
    .meta({
      description: `A calendar day from ${FIRST_DAY} to ${LAST_DAY}, YYYY-MM-DD (a date-time is read as the day it names in its own zone).`,
    });
}
