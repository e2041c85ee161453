import { z } from "zod";
import { handicapRulesSchema, oomRulesSchema } from "@/lib/golf";
import { playerRefDtoSchema } from "./sweeps";

/**
 * A sweep's rules as the rules page sends and shows them (docs/screens-and-api.md#rules): the order-of-merit and
 * handicap settings of docs/golf-rules.md#order-of-merit-points and docs/golf-rules.md#handicap-adjustment, each
 * field defaulted when left out.
 */
export const sweepRulesSchema = z
  .strictObject({
    oomRules: oomRulesSchema.meta({
      description: "Order-of-merit scheme, table, participation, double points, best N.",
    }),
    handicapRules: handicapRulesSchema.meta({
      description: "Adjustment method, protection, position cuts, winter, bounds, non-returns, allowances and cap.",
    }),
  })
  .meta({ description: "A sweep's order-of-merit and handicap rules." });
export type SweepRulesDto = z.output<typeof sweepRulesSchema>;
export type SweepRulesInput = z.input<typeof sweepRulesSchema>;

export const rulesChangeDtoSchema = z
  .object({
    id: z.guid(),
    kind: z.enum(["rules", "recompute"]).meta({ description: "A change of the rules, or a recompute of past events." }),
    at: z.iso.datetime(),
    by: playerRefDtoSchema,
    summary: z.string().meta({ description: "What changed, in words." }),
  })
  .meta({ description: "One step of the rules' audit: who, when, and before → after in words." });
export type RulesChangeDto = z.infer<typeof rulesChangeDtoSchema>;

export const sweepRulesPageDtoSchema = sweepRulesSchema
  .extend({
    editable: z.boolean().meta({ description: "The caller is the owner, who alone changes the rules." }),
    changes: z.array(rulesChangeDtoSchema).meta({ description: "The audit, newest first." }),
  })
  .meta({ description: "The sweep's rules with their audit." });
export type SweepRulesPageDto = z.infer<typeof sweepRulesPageDtoSchema>;

const standingSchema = z.object({ position: z.int().min(1), totalPoints: z.number() }).nullable();

export const rulesPreviewDtoSchema = z
  .object({
    season: z.int().nullable().meta({ description: "The year of the latest closed event; null before any closed." }),
    events: z.int().min(0).meta({ description: "Closed events of that season the preview is computed from." }),
    positionsChanged: z.int().min(0),
    orderOfMerit: z.array(
      z.object({
        player: playerRefDtoSchema,
        current: standingSchema,
        proposed: standingSchema,
        moved: z.boolean(),
      }),
    ),
    handicaps: z
      .array(z.object({ player: playerRefDtoSchema, current: z.number(), proposed: z.number() }))
      .meta({ description: "Only the members whose exact handicap would be different today." }),
  })
  .meta({ description: "What the proposed rules would make of the season's stored results." });
export type RulesPreviewDto = z.infer<typeof rulesPreviewDtoSchema>;

export const explanationDtoSchema = z
  .object({
    player: playerRefDtoSchema,
    handicap: z
      .array(
        z.object({
          at: z.iso.datetime(),
          event: z.object({ id: z.guid(), date: z.iso.date() }).nullable(),
          fromExact: z.number().nullable(),
          toExact: z.number(),
          text: z.string(),
        }),
      )
      .meta({ description: "Each handicap change in the sweep, oldest first, in words." }),
    orderOfMerit: z
      .object({
        position: z.int().min(1).nullable(),
        totalPoints: z.number(),
        lines: z.array(
          z.object({
            event: z.object({ id: z.guid(), date: z.iso.date() }),
            points: z.number(),
            counted: z.boolean(),
            text: z.string(),
          }),
        ),
      })
      .meta({ description: "The member's order-of-merit points by event, in words." }),
  })
  .meta({ description: "Why a member's handicap and order-of-merit points are what they are." });
export type ExplanationDto = z.infer<typeof explanationDtoSchema>;

export const recomputeDtoSchema = z
  .object({ change: rulesChangeDtoSchema, eventsChanged: z.int().min(0) })
  .meta({ description: "The audited recompute: what it changed." });
export type RecomputeDto = z.infer<typeof recomputeDtoSchema>;
