import { Table, TableBody, TableHead, Td, Th } from "@/components/ui/table";
import { eventDay, formatDay } from "@/lib/dates";
import type { WeatherForecastDto } from "@/lib/validation/weather";

export function WeatherTable({ forecasts }: { forecasts: WeatherForecastDto[] }) {
  return (
    <Table caption="Weather forecast">
      <TableHead>
        <Th>Date</Th>
        <Th align="right">Temp. (C)</Th>
        <Th align="right">Temp. (F)</Th>
        <Th>Summary</Th>
      </TableHead>
      <TableBody>
        {forecasts.map((forecast) => (
          <tr key={forecast.date}>
            <Td nowrap>{formatDay(eventDay(forecast.date))}</Td>
            <Td isNumber>{forecast.temperatureC}</Td>
            <Td isNumber>{forecast.temperatureF}</Td>
            <Td>{forecast.summary}</Td>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
