import { z } from "zod";
import { clientConfigurationDtoSchema } from "@/lib/validation/account";
import { weatherForecastDtoSchema } from "@/lib/validation/weather";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/system";

export const healthDtoSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["ok", "unreachable"]),
  lastBackupAt: z.iso
    .datetime()
    .nullable()
    .describe("When the newest backup in BACKUP_DIR (or .data/backups) was written; null when there is none."),
});

export const getHealth = defineEndpoint({
  ...route.getHealth,
  family: "extension",
  tag: "System",
  access: "public",
  summary: "Liveness and database reachability",
  description: "Answers 503 with the same shape when the database is unreachable.",
  response: { status: 200, schema: healthDtoSchema, description: "Up, with the database reachable." },
  errors: [503],
});

export const getOpenApiDocument = defineEndpoint({
  ...route.getOpenApiDocument,
  family: "extension",
  tag: "System",
  access: "public",
  summary: "This OpenAPI 3.1 document",
  response: { status: 200, schema: z.record(z.string(), z.unknown()), description: "The document." },
});

export const getClientConfiguration = defineEndpoint({
  ...route.getClientConfiguration,
  family: "spec",
  tag: "System",
  access: "public",
  summary: "Sign-in settings of a client app: providers, post-login and post-logout paths",
  params: z.object({ client: z.string().max(100) }),
  response: { status: 200, schema: clientConfigurationDtoSchema, description: "The settings of the Sweeps client." },
});

export const getWeatherForecast = defineEndpoint({
  ...route.getWeatherForecast,
  family: "spec",
  tag: "System",
  access: "user",
  summary: "The demo weather table of the fetch-data page: the next five days",
  response: { status: 200, schema: z.array(weatherForecastDtoSchema), description: "Five days, soonest first." },
});
