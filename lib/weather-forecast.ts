import { addDays, formatISO } from "date-fns";
import { seededRandom } from "./seeded-random";
import type { WeatherForecastDto } from "./validation/weather";

const SUMMARIES = ["Freezing", "Bracing", "Chilly", "Cool", "Mild", "Warm", "Balmy", "Hot", "Sweltering", "Scorching"];
const DAYS = 5;

// The spec's demo table (fetch-data). Made up, but the same for a given day, so a reload does not change it.
export function weatherForecast(today: Date): WeatherForecastDto[] {
  const day = formatISO(today, { representation: "date" });
  const random = seededRandom(Number(day.replaceAll("-", "")));
  return Array.from({ length: DAYS }, (_, i) => {
    const temperatureC = Math.floor(random() * 75) - 20;
    return {
      date: formatISO(addDays(today, i + 1), { representation: "date" }),
      temperatureC,
      // The demo's own conversion (32 + C / 0.5556, truncated), as the original showed it.
      temperatureF: 32 + Math.trunc(temperatureC / 0.5556),
      summary: SUMMARIES[Math.floor(random() * SUMMARIES.length)]!,
    };
  });
}
