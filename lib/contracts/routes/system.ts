import { defineRoute } from "../endpoint";

export const getHealth = defineRoute({ operationId: "getHealth", method: "GET", path: "/api/health" });

export const getOpenApiDocument = defineRoute({
  operationId: "getOpenApiDocument",
  method: "GET",
  path: "/api/openapi.json",
});

export const getClientConfiguration = defineRoute({
  operationId: "getClientConfiguration",
  method: "GET",
  path: "/_configuration/{client}",
});

export const getWeatherForecast = defineRoute({
  operationId: "getWeatherForecast",
  method: "GET",
  path: "/weatherforecast",
});
