import { z } from "zod";
import { sweepDtoSchema } from "@/lib/validation/sweep-details";
import {
  createSweepBodySchema,
  sweepEventDtoSchema,
  sweepParamsSchema,
  sweepSummaryDtoSchema,
  sweepTimeZoneBodySchema,
  sweepTimeZoneDtoSchema,
} from "@/lib/validation/sweeps";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/sweeps";

export const listSweeps = defineEndpoint({
  ...route.listSweeps,
  family: "spec",
  aliases: ["/api/sweeps/admin"],
  tag: "Sweeps",
  access: "user",
  summary: "List every sweep with its counts, owner and the caller's membership state",
  description:
    "Also served at /api/sweeps/admin for the older sweeps/admin list (the same cards). `owner` is the owner's full " +
    "name; `ownerPlayer` the owner as a player.",
  response: { status: 200, schema: z.array(sweepSummaryDtoSchema), description: "Sweeps by name." },
});

export const createSweep = defineEndpoint({
  ...route.createSweep,
  family: "spec",
  tag: "Sweeps",
  access: "user",
  summary: "Create a sweep; the caller becomes its owner and first (admin) member",
  description:
    "The body is the spec's sweep payload: only `name` is read; the Sweep's other fields are accepted and left " +
    "unread, and any other field is refused with 400.",
  body: createSweepBodySchema,
  rateLimit: "create-sweep",
  response: { status: 201, schema: sweepDtoSchema, description: "The new sweep." },
});

export const getSweep = defineEndpoint({
  ...route.getSweep,
  family: "spec",
  tag: "Sweeps",
  access: "user",
  summary: "The sweep: header, events, members, join requests, order of merit and courses",
  description:
    "The spec's Sweep, from which the older sweep/details page's three tabs come. Any signed-in user sees the " +
    "header; `events`, `members`, `oom` and `courses` are empty unless the caller is an approved member, and " +
    "`requests` unless the caller is the owner or an admin.",
  params: sweepParamsSchema,
  response: { status: 200, schema: sweepDtoSchema, description: "The sweep." },
});

export const listSweepEvents = defineEndpoint({
  ...route.listSweepEvents,
  family: "spec",
  tag: "Sweeps",
  access: "member",
  summary:
    "The sweep's events as cards (date, course, player count): coming up soonest first, then played latest first",
  params: sweepParamsSchema,
  response: {
    status: 200,
    schema: z.array(sweepEventDtoSchema),
    description: "Events still to be played, soonest first; then the played ones (or closed), latest first.",
  },
});

export const setSweepTimeZone = defineEndpoint({
  ...route.setSweepTimeZone,
  family: "extension",
  tag: "Sweeps",
  access: "owner",
  summary: "Set the sweep's time zone: tee times, days and when cards open are read in it",
  description:
    "An IANA name such as Europe/London (docs/golf-rules.md#tee-times-and-the-start). Until set, the sweep uses " +
    "the server's zone. Only the owner changes it.",
  params: sweepParamsSchema,
  body: sweepTimeZoneBodySchema,
  response: { status: 200, schema: sweepTimeZoneDtoSchema, description: "The sweep's time zone." },
});
