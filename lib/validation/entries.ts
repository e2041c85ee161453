import { z } from "zod";
import { entityPayload, SPEC_EVENT_FIELDS } from "./spec-payload";
import { playerRefDtoSchema } from "./sweeps";

const id = z.guid({ error: "Use the id of an existing record (a UUID)." });

export const eventPlayerParamsSchema = z.object({ eventId: id, playerId: id });

/** POST /api/entries/enter and /api/entries/withdraw: the event payload of the spec; only its id is read. */
export const eventPayloadBodySchema = entityPayload(SPEC_EVENT_FIELDS, {
  id: z.guid({ error: "Give the id of the event (the event payload's id)." }),
});
export type EventPayloadBody = z.infer<typeof eventPayloadBodySchema>;

/** POST /api/entries/player/enter and /api/entries/delete */
export const playerEntryBodySchema = z.strictObject({
  playerId: z.guid({ error: "Give the playerId of the player." }),
  eventId: z.guid({ error: "Give the eventId of the event." }),
});
export type PlayerEntryBody = z.infer<typeof playerEntryBodySchema>;

export const entryDtoSchema = z
  .object({
    id: z.guid(),
    eventId: z.guid(),
    player: playerRefDtoSchema,
    group: z.int().min(1).nullable().meta({ description: "Group number from the draw; null shows under 'Ungrouped'." }),
    drawOrder: z.int().min(1).nullable().meta({ description: "Place in the draw (order of play); null until drawn." }),
    scoreCard: z.object({
      id: z.guid(),
      eventHandicap: z.int().meta({
        description:
          "Event playing handicap snapshotted on the card (docs/golf-rules.md#event-playing-handicap); signed, −2 is +2.",
      }),
      player: playerRefDtoSchema,
      hasScores: z.boolean(),
    }),
    marker: z
      .object({ entryId: z.guid(), player: playerRefDtoSchema })
      .nullable()
      .meta({ description: "Who marks this entry's card; null before the draw, or for a 1-ball (an admin marks it)." }),
    marks: z
      .object({ entryId: z.guid(), scoreCardId: z.guid().nullable(), player: playerRefDtoSchema })
      .nullable()
      .meta({ description: "Whose card this entry's player marks." }),
  })
  .meta({ description: "An event entry (docs/screens-and-api.md#entry-and-group: Event entry and Group entry view)." });
export type EntryDto = z.infer<typeof entryDtoSchema>;

export const groupDtoSchema = z
  .object({ group: z.int().min(1), entries: z.array(entryDtoSchema).meta({ description: "In draw order." }) })
  .meta({ description: "One group of the draw." });
export type GroupDto = z.infer<typeof groupDtoSchema>;

const markerPairSchema = z.object({ marker: playerRefDtoSchema, marks: playerRefDtoSchema });

export const withdrawalDtoSchema = z
  .object({
    eventId: z.guid(),
    player: playerRefDtoSchema,
    withdrawn: z.boolean().meta({ description: "False when the player had not entered (nothing changed)." }),
    rePairedMarkers: z
      .array(markerPairSchema)
      .meta({ description: "Markers changed so that every card in the group still has one." }),
    unmarkedPlayers: z
      .array(playerRefDtoSchema)
      .meta({ description: "Players left alone in their group: an admin marks their card." }),
    message: z.string().meta({ description: "What happened, in a sentence to show." }),
  })
  .meta({ description: "The result of withdrawing a player from an event." });
export type WithdrawalDto = z.infer<typeof withdrawalDtoSchema>;
