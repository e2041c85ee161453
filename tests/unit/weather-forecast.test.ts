import { describe, expect, it } from "vitest";
import { weatherForecast } from "@/lib/weather-forecast";
import { weatherForecastDtoSchema } from "@/lib/validation/weather";

describe("weatherForecast (the fetch-data demo)", () => {
  it("gives the next five days, the same all day, in the shape of the spec's demo row", () => {
    const morning = weatherForecast(new Date(2026, 10, 22, 8));
    expect(weatherForecastDtoSchema.array().parse(morning)).toHaveLength(5);
    expect(morning.map((row) => row.date)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
    expect(weatherForecast(new Date(2026, 10, 22, 20))).toEqual(morning);
    expect(weatherForecast(new Date(2026, 10, 23, 8))).not.toEqual(morning);
  });

  it("converts Celsius as the original demo did, within its range", () => {
    for (const row of weatherForecast(new Date(2026, 0, 1))) {
      expect(row.temperatureC).toBeGreaterThanOrEqual(-20);
      expect(row.temperatureC).toBeLessThan(55);
      expect(row.temperatureF).toBe(32 + Math.trunc(row.temperatureC / 0.5556));
    }
  });
});
