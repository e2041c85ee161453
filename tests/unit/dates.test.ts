import { describe, expect, it } from "vitest";
import {
  formatDay,
  formatDayLong,
  formatDayShort,
  formatDayWithWeekday,
  formatWeekdayDay,
  localIsoDate,
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

  it("writes the calendar day as YYYY-MM-DD", () => {
    expect(localIsoDate(september)).toBe("2026-09-01");
  });
});
