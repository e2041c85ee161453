import { z } from "zod";
import { guestFlagSchema } from "./guests";
import { whsHandicapShape } from "./handicaps";
import { playerRefDtoSchema } from "./sweeps";

const id = z.guid({ error: "Use the id of an existing record (a UUID)." });

export const eventPlayerParamsSchema = z.object({ eventId: id, playerId: id });

/** POST /api/entries/player/enter and /api/entries/delete */
export const playerEntryBodySchema = z.strictObject({
  playerId: z.guid({ error: "Give the playerId of the player." }),
  eventId: z.guid({ error: "Give the eventId of the event." }),
});
export type PlayerEntryBody = z.infer<typeof playerEntryBodySchema>;

/** docs/golf-rules.md#tee-times-and-the-start */
export const groupStartDtoSchema = z
  .object({
    time: z.string().meta({ description: "The group's tee time, HH:MM in the sweep's time zone.", example: "09:16" }),
    startsAt: z.iso.datetime().meta({ description: "The same moment as an instant (UTC)." }),
    startingHole: z
      .int()
      .min(1)
      .max(18)
      .meta({ description: "The hole the group starts on (1 or 10 with tee times)." }),
  })
  .meta({ description: "When and where a group starts." });
export type GroupStartDto = z.infer<typeof groupStartDtoSchema>;

export const entryDtoSchema = z
  .object({
    id: z.guid(),
    eventId: z.guid(),
    player: playerRefDtoSchema,
    guest: guestFlagSchema,
    group: z.int().min(1).nullable().meta({ description: "Group number from the draw; null shows under 'Ungrouped'." }),
    drawOrder: z.int().min(1).nullable().meta({ description: "Place in the draw (order of play); null until drawn." }),
    start: groupStartDtoSchema
      .nullable()
      .meta({ description: "When and where this entry's group starts; null before the draw or without a start." }),
    teeName: z
      .string()
      .nullable()
      .meta({ description: "This player's own tees where an admin set them (e.g. ladies' tees); null: the event's." }),
    scoreCard: z.object({
      id: z.guid(),
      eventHandicap: z.int().meta({
        description:
          "Event playing handicap on the card (docs/golf-rules.md#event-playing-handicap): it follows the player's " +
          "handicap until the card has a score; signed, −2 is +2.",
      }),
      drawnHandicap: z
        .int()
        .nullable()
        .meta({
          description:
            "The event handicap the draw gave; where it differs from eventHandicap, the handicap changed after the draw. " +
            "Null for an entry made after the draw.",
        }),
      ...whsHandicapShape,
      player: playerRefDtoSchema,
      hasScores: z.boolean(),
    }),
    marker: z
      .object({ entryId: z.guid(), scoreCardId: z.guid(), player: playerRefDtoSchema })
      .nullable()
      .meta({
        description:
          "The player whose card this entry's player marks (the spec's Group entry view: members mark their own " +
          "card and that of a marker); null before the draw, or for a 1-ball.",
      }),
    markedBy: z
      .object({ entryId: z.guid(), player: playerRefDtoSchema })
      .nullable()
      .meta({ description: "Who marks this entry's card; null before the draw, or for a 1-ball (an admin marks it)." }),
  })
  .meta({ description: "An event entry (docs/screens-and-api.md#entry-and-group: Event entry and Group entry view)." });
export type EntryDto = z.infer<typeof entryDtoSchema>;

export const groupDtoSchema = z
  .object({
    group: z.int().min(1),
    start: groupStartDtoSchema
      .nullable()
      .meta({ description: "When and where the group starts; null without a start." }),
    entries: z.array(entryDtoSchema).meta({ description: "In draw order." }),
  })
  .meta({ description: "One group of the draw." });
export type GroupDto = z.infer<typeof groupDtoSchema>;

/** The spec's groupedEntries: the groups of the draw in order, each a list of its entries in draw order. */
export const groupedEntriesDtoSchema = z
  .array(z.array(entryDtoSchema))
  .meta({ description: "The groups of the draw in order, each its entries in draw order." });
export type GroupedEntriesDto = z.infer<typeof groupedEntriesDtoSchema>;

const markerPairSchema = z
  .object({ player: playerRefDtoSchema, nowMarks: playerRefDtoSchema })
  .meta({ description: "player now marks the card of nowMarks." });

export const withdrawalDtoSchema = z
  .object({
    eventId: z.guid(),
    player: playerRefDtoSchema,
    withdrawn: z
      .boolean()
      .meta({ description: "False when the player had neither entered nor was a reserve (nothing changed)." }),
    rePairedMarkers: z
      .array(markerPairSchema)
      .meta({ description: "Markers changed so that every card in the group still has one." }),
    unmarkedPlayers: z
      .array(playerRefDtoSchema)
      .meta({ description: "Players left alone in their group: an admin marks their card." }),
    promotedReserves: z
      .array(playerRefDtoSchema)
      .meta({ description: "Reserves who moved into the field to take the place that came free (before the draw)." }),
    message: z.string().meta({ description: "What happened, in a sentence to show." }),
  })
  .meta({ description: "The result of withdrawing a player from an event." });
export type WithdrawalDto = z.infer<typeof withdrawalDtoSchema>;

export const reserveDtoSchema = z
  .object({
    position: z.int().min(1).meta({ description: "Place on the reserve list: 1 is next into the field." }),
    player: playerRefDtoSchema,
  })
  .meta({ description: "A player waiting for a place in a full field; a reserve has no card and is never drawn." });
export type ReserveDto = z.infer<typeof reserveDtoSchema>;
