import {
  explanationDtoSchema,
  recomputeDtoSchema,
  rulesPreviewDtoSchema,
  sweepRulesPageDtoSchema,
  sweepRulesSchema,
} from "@/lib/validation/rules";
import { sweepPlayerParamsSchema } from "@/lib/validation/members";
import { sweepParamsSchema } from "@/lib/validation/sweeps";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/rules";

export const getSweepRules = defineEndpoint({
  ...route.getSweepRules,
  family: "extension",
  tag: "Sweeps",
  access: "admin",
  summary: "The sweep's order-of-merit and handicap rules, with the audit of every change (rules page)",
  params: sweepParamsSchema,
  response: { status: 200, schema: sweepRulesPageDtoSchema, description: "The rules and their audit." },
});

export const updateSweepRules = defineEndpoint({
  ...route.updateSweepRules,
  family: "extension",
  tag: "Sweeps",
  access: "owner",
  summary: "Change the sweep's rules; they apply from the next event to close, and the change is audited",
  description:
    "Every field left out takes its default. Past events keep their results until the owner asks for a recompute. " +
    "A body that changes nothing is refused with 409.",
  params: sweepParamsSchema,
  body: sweepRulesSchema,
  response: { status: 200, schema: sweepRulesPageDtoSchema, description: "The rules now in force, and the audit." },
  errors: [409],
});

export const previewSweepRules = defineEndpoint({
  ...route.previewSweepRules,
  family: "extension",
  tag: "Sweeps",
  access: "owner",
  summary: "What proposed rules would make of the season's results, against the rules in force; nothing is stored",
  description: "docs/golf-rules.md#previewing-a-change-of-rules. The season is the year of the latest closed event.",
  params: sweepParamsSchema,
  body: sweepRulesSchema,
  response: { status: 200, schema: rulesPreviewDtoSchema, description: "The order of merit and handicaps compared." },
});

export const recomputeSweepResults = defineEndpoint({
  ...route.recomputeSweepResults,
  family: "extension",
  tag: "Sweeps",
  access: "owner",
  summary:
    "Recompute the season's order-of-merit points, non-return places and handicaps under the rules in force, in one audited step",
  description:
    "The handicap entries the season's closes wrote are replayed in order: each that differs is withdrawn and the replayed one written in its place; an admin's correction stays.",
  params: sweepParamsSchema,
  response: { status: 200, schema: recomputeDtoSchema, description: "The audit row saying what changed." },
});

export const getPlayerExplanation = defineEndpoint({
  ...route.getPlayerExplanation,
  family: "extension",
  tag: "Results",
  access: "member",
  summary: "Why a member's handicap and order-of-merit points are what they are, in words",
  description: "A member reads their own; the owner and admins read every member's (403 otherwise).",
  params: sweepPlayerParamsSchema,
  response: { status: 200, schema: explanationDtoSchema, description: "Each handicap change and OOM line in words." },
});
