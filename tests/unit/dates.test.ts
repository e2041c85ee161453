import { describe, expect, it } from "vitest";
import {
  formatDay,
  formatDayIn,
  formatDayLong,
  formatDayShort,
  formatDayWithWeekday,
  formatWeekdayDay,
  inSocietyZone,
  isoDateIn,
} from "@/lib/dates";

describe("dates as people read them", () => {
  const saturday = new Date(2026, 5, 6);
  const september = new Date(2026, 8, 1);

  it("writes the spec's day formats", () => {
    expect(formatDay(saturday)).toBe("06 Jun 2026");
    expect(formatDayShort(saturday)).toBe("6 Jun");
    expect(formatDayWithWeekday(saturday)).toBe("Sat 06 Jun 2026");
    expect(formatDayLong(saturday)).toBe("Saturday 6 June 2026");
    expect(formatWeekdayDay(saturday)).toBe("Saturday 6 Jun");
  });

  it("abbreviates every month to three letters", () => {
    expect(formatDay(september)).toBe("01 Sep 2026");
    expect(formatDayShort(september)).toBe("1 Sep");
  });

  it("names every month and weekday as English does", () => {
    const english = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", options);
    for (let month = 0; month < 12; month++) {
      const first = new Date(2026, month, 1);
      expect(formatDayLong(first)).toContain(` ${english({ month: "long" }).format(first)} `);
      expect(formatDayShort(first)).toBe(`1 ${english({ month: "short" }).format(first)}`);
    }
    for (let date = 1; date <= 7; date++) {
      const day = new Date(2026, 5, date);
      expect(formatDayLong(day).split(" ")[0]).toBe(english({ weekday: "long" }).format(day));
      expect(formatDayWithWeekday(day).split(" ")[0]).toBe(english({ weekday: "short" }).format(day));
    }
  });

  it("writes the calendar day as YYYY-MM-DD in the zone it is given", () => {
    expect(isoDateIn(new Date("2026-09-01T11:30:00Z"), "Europe/London")).toBe("2026-09-01");
    expect(isoDateIn(new Date("2026-09-01T11:30:00Z"), "Pacific/Auckland")).toBe("2026-09-01");
    expect(isoDateIn(new Date("2026-09-01T12:30:00Z"), "Pacific/Auckland")).toBe("2026-09-02");
  });
});

// The unit tests run in Pacific/Auckland (vitest.config.ts): a society in London sees its own day and time.
describe("an instant in the society's zone, whatever the device's", () => {
  it("gives the society's day and wall-clock time, not the device's", () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("Pacific/Auckland");
    const lateSaturdayInLondon = "2026-06-06T22:30:00Z";
    const { day, time } = inSocietyZone(lateSaturdayInLondon, "Europe/London");
    expect(formatDayWithWeekday(day)).toBe("Sat 06 Jun 2026");
    expect(time).toBe("23:30");
    expect(formatDay(inSocietyZone(lateSaturdayInLondon, "Pacific/Auckland").day)).toBe("07 Jun 2026");
  });

  it("writes an instant's day on the society's calendar", () => {
    expect(formatDayIn("2026-06-06T22:30:00Z", "Europe/London")).toBe("06 Jun 2026");
    expect(formatDayIn("2026-06-06T22:30:00Z", "Pacific/Auckland")).toBe("07 Jun 2026");
  });

  it("follows the society's summer time", () => {
    expect(inSocietyZone("2026-01-10T09:00:00Z", "Europe/London").time).toBe("09:00");
    expect(inSocietyZone("2026-07-10T09:00:00Z", "Europe/London").time).toBe("10:00");
  });
});
