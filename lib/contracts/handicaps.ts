import { z } from "zod";
import {
  createHandicapBodySchema,
  handicapAuditQuerySchema,
  handicapAuditRowDtoSchema,
  handicapEntryDtoSchema,
  handicapHistoryRowDtoSchema,
  handicapParamsSchema,
  updateHandicapBodySchema,
  withdrawHandicapQuerySchema,
} from "@/lib/validation/handicaps";
import { handicapImportBodySchema, handicapImportDtoSchema } from "@/lib/validation/handicap-import";
import { sweepPlayerParamsSchema } from "@/lib/validation/members";
import { sweepParamsSchema } from "@/lib/validation/sweeps";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/handicaps";

export const listSweepHandicapHistory = defineEndpoint({
  ...route.listSweepHandicapHistory,
  family: "extension",
  tag: "Handicaps",
  access: "member",
  summary: "Every handicap entry in force in the sweep, newest first (Members page, History view)",
  description:
    "Members see the entries of current members; the owner and admins also see former members'. Withdrawn and " +
    "corrected entries are left out (see the audit).",
  params: sweepParamsSchema,
  response: { status: 200, schema: z.array(handicapHistoryRowDtoSchema), description: "Entries, newest first." },
});

export const addHandicap = defineEndpoint({
  ...route.addHandicap,
  family: "spec",
  tag: "Handicaps",
  access: "admin",
  summary: "Record a current member's new handicap in this sweep",
  description:
    "Refused with 409 for a pending request or a former member. The member's cards with no score yet, in events " +
    "not closed, follow the new handicap in the same write.",
  params: sweepPlayerParamsSchema,
  body: createHandicapBodySchema,
  response: { status: 201, schema: handicapEntryDtoSchema, description: "The new handicap entry." },
  errors: [409],
});

export const updateHandicap = defineEndpoint({
  ...route.updateHandicap,
  family: "spec",
  tag: "Handicaps",
  access: "admin",
  summary: "Record a member's handicap, or correct a handicap entry (its playing handicap is derived again)",
  description:
    "A body with `id` corrects that entry: a new entry takes its place in the history and points at it " +
    "(`correctsId`), and the corrected one is kept for the audit (409 when it was already corrected); a body with `playerId` and `sweepId` records a new handicap for a current " +
    "member, as POST /api/sweeps/{sweepId}/players/{playerId}/handicaps does (409 for a pending request or a former " +
    "member). Any other body is refused with 400 naming both shapes. Also reachable as /api/handicaps/ (redirected " +
    "with 308, which keeps the method and body).",
  body: updateHandicapBodySchema,
  response: { status: 200, schema: handicapEntryDtoSchema, description: "The new or corrected entry." },
  errors: [404, 409],
});

export const deleteHandicap = defineEndpoint({
  ...route.deleteHandicap,
  family: "spec",
  tag: "Handicaps",
  access: "admin",
  summary: "Withdraw a handicap entry: it leaves the history, and stays in the audit with who, when and why",
  description:
    "The row is never removed. The member's handicap goes back to their entry in force before it, and their cards " +
    "with no score yet follow. Withdrawing a correction gives the corrected entry back its place. 404 for an entry " +
    "already withdrawn or corrected.",
  params: handicapParamsSchema,
  query: withdrawHandicapQuerySchema,
  response: { status: 204, description: "Withdrawn." },
});

export const listSweepHandicapAudit = defineEndpoint({
  ...route.listSweepHandicapAudit,
  family: "extension",
  tag: "Handicaps",
  access: "admin",
  summary: "Every handicap entry ever written in the sweep, withdrawn and corrected ones too, newest first",
  description: "With `playerId`, one player's. Who wrote each entry, when and why, and who withdrew it.",
  params: sweepParamsSchema,
  query: handicapAuditQuerySchema,
  response: { status: 200, schema: z.array(handicapAuditRowDtoSchema), description: "Entries, newest first." },
});

export const importHandicaps = defineEndpoint({
  ...route.importHandicaps,
  family: "extension",
  tag: "Handicaps",
  access: "admin",
  summary: "Import members' handicap indexes from a CSV, previewed first",
  description:
    "The CSV of the export (Name, Email, Handicap index, Date; a header row names the columns, Email or Name " +
    "required). Each row is matched to a current member by email, else by name, and checked. Without `commit` " +
    "nothing is written: the answer is the preview. With `commit` every row whose index differs from the member's " +
    "is written as an admin's handicap entry, in one transaction; while any row has an error nothing is (422).",
  params: sweepParamsSchema,
  body: handicapImportBodySchema,
  response: { status: 200, schema: handicapImportDtoSchema, description: "Each row's match, and what was written." },
  errors: [422],
});

export const exportHandicapsCsv = defineEndpoint({
  ...route.exportHandicapsCsv,
  family: "extension",
  tag: "Handicaps",
  access: "admin",
  summary: "Members' handicap indexes as a CSV, in the import's format",
  description:
    "Name, Email (where the member agreed to share it; blank otherwise), Handicap index (signed: −2 is a plus 2; " +
    "blank before the first) and Date (of the handicap in force). RFC 4180 CSV (UTF-8, CRLF).",
  params: sweepParamsSchema,
  response: { status: 200, contentType: "text/csv", description: "One row per current member, by name." },
});
