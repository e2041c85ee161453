import { z } from "zod";

/** A row of the demo weather table (docs/screens-and-api.md#weather-demo-row). */
export const weatherForecastDtoSchema = z.object({
  date: z.iso.date(),
  temperatureC: z.int(),
  temperatureF: z.int(),
  summary: z.string(),
});
export type WeatherForecastDto = z.infer<typeof weatherForecastDtoSchema>;
