import { Table, TableBody, TableHead, Td, Th } from "@/components/ui/table";
import { eventDay, formatDay } from "@/lib/dates";
import type { WeatherForecastDto } from "@/lib/validation/weather";

export function WeatherTable({ forecasts }: { forecasts: WeatherForecastDto[] }) {
  return (
    <Table caption="Weather forecast">
      <TableHead>
        <Th>Date</Th>
        {/* °C and °F, so the four columns fit a phone's width without scrolling. */}
        <Th align="right">
          <abbr title="Temperature in degrees Celsius" className="no-underline">
            °C
          </abbr>
        </Th>
        <Th align="right">
          <abbr title="Temperature in degrees Fahrenheit" className="no-underline">
            °F
          </abbr>
        </Th>
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
