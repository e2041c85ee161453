import { z } from "zod";
import {
  createSweepBodySchema,
  sweepDtoSchema,
  sweepEventDtoSchema,
  sweepParamsSchema,
  sweepSummaryDtoSchema,
} from "@/lib/validation/sweeps";
import { defineEndpoint } from "./endpoint";

export const listSweeps = defineEndpoint({
  method: "GET",
  path: "/api/sweeps",
  family: "spec",
  aliases: ["/api/sweeps/admin"],
  operationId: "listSweeps",
  tag: "Sweeps",
  access: "user",
  summary: "List every sweep with its counts, owner and the caller's membership state",
  description: "Also served at /api/sweeps/admin for the older sweeps/admin list (the same cards).",
  response: { status: 200, schema: z.array(sweepSummaryDtoSchema), description: "Sweeps by name." },
});

export const createSweep = defineEndpoint({
  method: "POST",
  path: "/api/sweeps/createSweep",
  family: "spec",
  operationId: "createSweep",
  tag: "Sweeps",
  access: "user",
  summary: "Create a sweep; the caller becomes its owner and first (admin) member",
  body: createSweepBodySchema,
  rateLimit: "create-sweep",
  response: { status: 201, schema: sweepDtoSchema, description: "The new sweep." },
});

export const getSweep = defineEndpoint({
  method: "GET",
  path: "/api/sweeps/{sweepId}",
  family: "spec",
  operationId: "getSweep",
  tag: "Sweeps",
  access: "user",
  summary: "The sweep header: name, counts, owner and the caller's standing",
  params: sweepParamsSchema,
  response: { status: 200, schema: sweepDtoSchema, description: "The sweep." },
});

export const listSweepEvents = defineEndpoint({
  method: "GET",
  path: "/api/sweeps/{sweepId}/events",
  family: "spec",
  operationId: "listSweepEvents",
  tag: "Sweeps",
  access: "member",
  summary: "The sweep's events as cards (date, course, player count), newest first",
  params: sweepParamsSchema,
  response: { status: 200, schema: z.array(sweepEventDtoSchema), description: "Events, newest first." },
});
