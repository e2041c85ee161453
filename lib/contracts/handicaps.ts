import { z } from "zod";
import {
  createHandicapBodySchema,
  handicapEntryDtoSchema,
  handicapHistoryRowDtoSchema,
  handicapParamsSchema,
  updateHandicapBodySchema,
} from "@/lib/validation/handicaps";
import { sweepPlayerParamsSchema } from "@/lib/validation/members";
import { sweepParamsSchema } from "@/lib/validation/sweeps";
import { defineEndpoint } from "./endpoint";

export const listSweepHandicapHistory = defineEndpoint({
  method: "GET",
  path: "/api/sweeps/{sweepId}/handicaps",
  family: "extension",
  operationId: "listSweepHandicapHistory",
  tag: "Handicaps",
  access: "member",
  summary: "Every handicap entry of the sweep, newest first (Members page, History view)",
  description: "Members see the entries of current members; the owner and admins also see former members'.",
  params: sweepParamsSchema,
  response: { status: 200, schema: z.array(handicapHistoryRowDtoSchema), description: "Entries, newest first." },
});

export const addHandicap = defineEndpoint({
  method: "POST",
  path: "/api/sweeps/{sweepId}/players/{playerId}/handicaps",
  family: "spec",
  operationId: "addHandicap",
  tag: "Handicaps",
  access: "admin",
  summary: "Record a current member's new handicap in this sweep",
  description: "Refused with 409 for a pending request or a former member.",
  params: sweepPlayerParamsSchema,
  body: createHandicapBodySchema,
  response: { status: 201, schema: handicapEntryDtoSchema, description: "The new handicap entry." },
  errors: [409],
});

export const updateHandicap = defineEndpoint({
  method: "POST",
  path: "/api/handicaps",
  family: "spec",
  operationId: "updateHandicap",
  tag: "Handicaps",
  access: "admin",
  summary: "Record a member's handicap, or correct a handicap entry (its playing handicap is derived again)",
  description:
    "A body with `id` corrects that entry; a body with `playerId` and `sweepId` records a new handicap for a current " +
    "member, as POST /api/sweeps/{sweepId}/players/{playerId}/handicaps does (409 for a pending request or a former " +
    "member). Any other body is refused with 400 naming both shapes. Also reachable as /api/handicaps/ (redirected " +
    "with 308, which keeps the method and body).",
  body: updateHandicapBodySchema,
  response: { status: 200, schema: handicapEntryDtoSchema, description: "The new or corrected entry." },
  errors: [404, 409],
});

export const deleteHandicap = defineEndpoint({
  method: "DELETE",
  path: "/api/handicaps/{handicapId}",
  family: "spec",
  operationId: "deleteHandicap",
  tag: "Handicaps",
  access: "admin",
  summary: "Delete a handicap entry",
  params: handicapParamsSchema,
  response: { status: 204, description: "Deleted." },
});
