import { getWeatherForecast } from "@/lib/contracts/system";
import { withRoute } from "@/lib/server/api/with-route";
import { weatherForecast } from "@/lib/weather-forecast";

// GET /weatherforecast — the demo weather table of the fetch-data page (docs/screens-and-api.md#system-endpoints); any signed-in user.
export const GET = withRoute(getWeatherForecast, async () => weatherForecast(new Date()));
