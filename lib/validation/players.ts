import { z } from "zod";
import { HANDICAP_MAX, HANDICAP_MIN } from "@/lib/golf";
import { handicapEntryDtoSchema } from "./handicaps";
import { courseRefDtoSchema } from "./sweeps";

export const playerParamsSchema = z.object({
  playerId: z.guid({ error: "Use the id of an existing player (a UUID)." }),
});

const sweepRef = { sweep: z.object({ id: z.guid(), name: z.string() }) };

export const currentHandicapSchema = z.int().nullable().meta({
  description: "Playing handicap of the latest entry (the exact one rounded half up); null before the first.",
});
export const currentExactHandicapSchema = z
  .number()
  .min(HANDICAP_MIN)
  .max(HANDICAP_MAX)
  .multipleOf(0.1)
  .nullable()
  .meta({ description: "Exact handicap of the latest entry (signed: −2 is a plus 2); null before the first." });

const playerSweepHandicapDtoSchema = z.object({
  ...sweepRef,
  currentHandicap: currentHandicapSchema,
  currentExactHandicap: currentExactHandicapSchema,
});

export const playerHandicapDtoSchema = handicapEntryDtoSchema.extend({
  sweep: sweepRef.sweep.extend({
    timeZone: z.string().meta({ description: "The sweep's IANA time zone, in which the entry is dated." }),
  }),
});
export type PlayerHandicapDto = z.infer<typeof playerHandicapDtoSchema>;

export const playerEventDtoSchema = z.object({
  id: z.guid(),
  ...sweepRef,
  date: z.iso.date(),
  course: courseRefDtoSchema,
  complete: z.boolean(),
  cardId: z.guid().nullable().meta({ description: "The player's scorecard in this event (link: card page)." }),
  position: z.int().min(1).nullable().meta({ description: "Finishing position once the event is closed." }),
  oomPoints: z.number().nullable().meta({ description: "Order-of-merit points once the event is closed." }),
});
export type PlayerEventDto = z.infer<typeof playerEventDtoSchema>;

/**
 * The spec's Player (docs/screens-and-api.md#data-the-screens-show): a player's page (user/player for oneself,
 * players/{id} for a fellow member) and the player of each Sweep member. Only sweeps the caller may see are
 * included: for oneself every sweep with history; for another player the sweeps both are approved members of; for
 * a Sweep member that sweep alone.
 */
export const playerDtoSchema = z
  .object({
    id: z.guid(),
    fullName: z.string(),
    userId: z.guid().nullable().meta({ description: "Null for a member an admin added who has no account yet." }),
    user: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
    currentHandicap: currentHandicapSchema.meta({
      description:
        "Playing handicap (an integer) of the most recent entry in any sweep shown; per-sweep values are in sweeps.",
    }),
    currentExactHandicap: currentExactHandicapSchema.meta({
      description: "Exact handicap of the most recent entry in any sweep shown (signed: −2 is a plus 2).",
    }),
    sweeps: z.array(playerSweepHandicapDtoSchema).meta({ description: "Current handicap per sweep, by sweep name." }),
    handicaps: z.array(playerHandicapDtoSchema).meta({ description: "Handicap history, newest first." }),
    events: z.array(playerEventDtoSchema).meta({ description: "Events entered, newest first." }),
  })
  .meta({ description: "A player with handicaps and events in the sweeps the caller may see." });
export type PlayerDto = z.infer<typeof playerDtoSchema>;

/** GET /api/player/getPlayerId */
export const playerIdDtoSchema = z.object({ playerId: z.guid() });
export type PlayerIdDto = z.infer<typeof playerIdDtoSchema>;

/** GET /api/account/getUserAuthDetails: sweepIds are the sweeps the user owns or administers. */
export const userAuthDetailsDtoSchema = z.object({
  id: z.guid().meta({ description: "The user id." }),
  playerId: z.guid(),
  sweepIds: z.array(z.guid()).meta({ description: "Sweeps the user owns or is an admin of." }),
});
export type UserAuthDetailsDto = z.infer<typeof userAuthDetailsDtoSchema>;
