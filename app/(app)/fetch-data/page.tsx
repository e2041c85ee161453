import type { Metadata } from "next";
import { WeatherTable } from "@/components/demo/weather-table";
import { PageContainer, PageTitle } from "@/components/layout/page-container";
import { requirePageUser } from "@/lib/server/auth/session";
import { weatherForecast } from "@/lib/weather-forecast";

export const metadata: Metadata = { title: "Weather forecast" };

// fetch-data: the spec's demo weather table, the data GET /weatherforecast serves; signed-in users.
export default async function FetchDataPage() {
  await requirePageUser();
  return (
    <PageContainer>
      <PageTitle>Weather forecast</PageTitle>
      <p className="text-stone-700">An example of a page showing data from the server: the next five days.</p>
      <WeatherTable forecasts={weatherForecast(new Date())} />
    </PageContainer>
  );
}
