import { z } from "zod";
import { drawMethodSchema, eventStartSchema, groupSizeSchema } from "@/lib/golf";
import { calendarDaySchema } from "./calendar-day";
import { textField } from "./text";
import { cardTotalsShape } from "./card-totals-schema";
import { guestFlagSchema } from "./guests";
import { eventFieldsDtoSchema, playerRefDtoSchema, sweepEventDtoSchema } from "./sweeps";
import {
  entryDtoSchema,
  groupDtoSchema,
  groupedEntriesDtoSchema,
  groupStartDtoSchema,
  reserveDtoSchema,
} from "./entries";
import { entityPayload, SPEC_EVENT_FIELDS } from "./spec-payload";
import { cardPlayerDtoSchema, scoreDtoSchema } from "./scorecards";

const id = z.guid({ error: "Use the id of an existing record (a UUID)." });

export const eventParamsSchema = z.object({ eventId: id });

const eventDateSchema = calendarDaySchema("the date of play");

/** The most places a field may have: every tee time of a long summer's day, far beyond any society's field. */
export const MAX_FIELD = 400;

/** The name of one of the course's tees, or null for none (docs/golf-rules.md#handicap-basis). */
export const teeNameSchema = textField("The tees' name", { max: 40 }).nullable().default(null).meta({
  description:
    "The course's tees the field plays from (by name): under the sweep's WHS basis they give each card its course handicap; null for none.",
});

/** PUT /api/events/{eventId}/players/{playerId}/tee: one player's own tees, or null to play the event's. */
export const playerTeeBodySchema = z.strictObject({ teeName: teeNameSchema });
export type PlayerTeeBody = z.infer<typeof playerTeeBodySchema>;

const eventNineSchema = z.enum(["front", "back"], {
  error: "Choose the front or the back nine, or null for every hole.",
});

const eventFields = {
  courseId: z.guid({ error: "Choose a course." }),
  date: eventDateSchema,
  winterHandicaps: z
    .boolean()
    .default(false)
    .meta({ description: "Play off winter (¾) handicaps (docs/golf-rules.md#event-playing-handicap)." }),
  doublePoints: z.boolean().default(false).meta({ description: "Order-of-merit points count double." }),
  entriesOpenAfterDraw: z.boolean().default(false).meta({
    description:
      "Members may still enter and withdraw after the draw until the day of play, and admins redraw for late entrants; by default entries close at the draw.",
  }),
  maxField: z
    .int({ error: "The maximum field is a whole number of players." })
    .min(2, { error: "A field takes at least 2 players." })
    .max(MAX_FIELD, { error: `A field takes at most ${MAX_FIELD} players.` })
    .nullable()
    .default(null)
    .meta({ description: "The most players the field takes; later entries go on the reserve list. Null: no limit." }),
  entryDeadline: calendarDaySchema("the entry deadline")
    .nullable()
    .default(null)
    .meta({ description: "The last day members may enter or withdraw themselves; admins still can. Null: none." }),
  teeName: teeNameSchema,
  nine: eventNineSchema.nullable().default(null).meta({
    description:
      "A nine-hole event on an 18-hole course: its front (1–9) or back (10–18) nine (docs/golf-rules.md#nine-hole-cards). Null: every hole of the course.",
  }),
};

/** POST /api/events (docs/screens-and-api.md#events-endpoints: courseId, winterHandicaps, doublePoints, date, id, sweepId) */
export const createEventBodySchema = z.strictObject({
  id: z.guid({ error: "The event id, when given, is a UUID." }).nullish().meta({
    description:
      "Optional client-chosen id: repeating the call with it creates the event once. Null or absent: a new id.",
  }),
  sweepId: z.guid({ error: "Say which sweep the event is for (sweepId)." }),
  ...eventFields,
});
export type CreateEventBody = z.infer<typeof createEventBodySchema>;

/** PUT /api/events/{eventId} */
export const updateEventBodySchema = z.strictObject(eventFields);
export type UpdateEventBody = z.infer<typeof updateEventBodySchema>;

/** POST /api/events/draw/{eventId}: no body makes the draw once; { redraw: true } draws again. */
export const drawBodySchema = z.strictObject({
  redraw: z
    .boolean()
    .default(false)
    .meta({ description: "Draw again although the event is drawn (refused once a score is entered)." }),
});

/** PUT /api/events/{eventId}/start (docs/golf-rules.md#tee-times-and-the-start, docs/golf-rules.md#draw-methods) */
export const eventStartBodySchema = z.strictObject({
  start: eventStartSchema.nullable().meta({ description: "Tee times or a shotgun; null: groups without times." }),
  drawMethod: drawMethodSchema,
  groupSize: groupSizeSchema,
});
export type EventStartBody = z.infer<typeof eventStartBodySchema>;

const drawPlayerId = z.guid({ error: "Give the player's id (a UUID)." });
const groupNumber = z.int({ error: "Give a group number." }).min(1, { error: "Groups are numbered from 1." }).max(200);

/** POST /api/events/{eventId}/draw/edits (docs/golf-rules.md#changing-the-draw) */
export const drawEditBodySchema = z.discriminatedUnion("kind", [
  z
    .strictObject({ kind: z.literal("move"), playerId: drawPlayerId, toGroup: groupNumber })
    .meta({ description: "Move a player to the end of a group; one past the last group starts a new one." }),
  z
    .strictObject({ kind: z.literal("swap"), playerIds: z.tuple([drawPlayerId, drawPlayerId]) })
    .meta({ description: "Swap two players of different groups." }),
  z
    .strictObject({ kind: z.literal("reorder"), order: z.array(groupNumber).min(1).max(200) })
    .meta({ description: "Every group number once, in the new order of play." }),
]);
export type DrawEditBody = z.infer<typeof drawEditBodySchema>;

export const eventStatusSchema = z
  .enum(["pendingDraw", "drawn", "complete"])
  .meta({ description: "Shown as Pending Draw, Drawn, Complete." });
export type EventStatus = z.infer<typeof eventStatusSchema>;

/** A row of GET /api/events: the caller's events across their sweeps, upcoming first (soonest first), then past. */
export const eventSummaryDtoSchema = sweepEventDtoSchema
  .extend({
    sweepName: z.string(),
    status: eventStatusSchema,
    userStart: groupStartDtoSchema
      .extend({
        playingWith: z
          .array(z.object({ fullName: z.string(), guest: guestFlagSchema }))
          .meta({ description: "The others in the caller's group, in draw order, each marked when a guest." }),
      })
      .nullable()
      .meta({ description: "The caller's tee time and group once drawn with a start; null otherwise." }),
  })
  .meta({ description: "An event in the caller's list of events." });
export type EventSummaryDto = z.infer<typeof eventSummaryDtoSchema>;

const oomPointsDtoSchema = z.object({ player: playerRefDtoSchema, position: z.int().min(1), points: z.number() });

/**
 * GET /api/events/{eventId} and GET /api/event/{eventId}: the event page (docs/screens-and-api.md#event), the
 * spec's Event with the entries, the draw and the members who may be added.
 */
export const eventDtoSchema = eventFieldsDtoSchema
  .extend({
    sweepName: z.string(),
    status: eventStatusSchema,
    coursePar: z.int(),
    start: eventStartSchema
      .nullable()
      .meta({ description: "How the groups start (docs/golf-rules.md#tee-times-and-the-start); null: no times." }),
    drawMethod: drawMethodSchema,
    groupSize: z.int().min(2).max(4).meta({ description: "The largest group the draw makes." }),
    timeZone: z.string().meta({ description: "The sweep's IANA time zone, in which the times are given." }),
    closedAt: z.iso.datetime().nullable(),
    userRole: z.enum(["member", "admin", "owner"]).meta({ description: "admin and owner see Manage actions." }),
    userEntry: z
      .object({ entryId: z.guid(), scoreCardId: z.guid(), marksScoreCardId: z.guid().nullable() })
      .nullable()
      .meta({ description: "The caller's own entry: their card and the card they mark (Play, Mark Card)." }),
    entries: z.array(entryDtoSchema).meta({ description: "Every entry, by player name." }),
    groupedEntries: groupedEntriesDtoSchema.optional().meta({
      description: "The groups of the draw in order, each its entries in draw order; absent before the draw.",
    }),
    groups: z.array(groupDtoSchema).meta({ description: "The same groups with their numbers; empty before the draw." }),
    reserves: z
      .array(reserveDtoSchema)
      .meta({ description: "The reserve list in order (a full field's later entries); never drawn or scored." }),
    ungroupedEntries: z
      .array(entryDtoSchema)
      .meta({ description: "Entries without a group (entered after the draw): 'Ungrouped'." }),
    sweepMembers: z
      .array(
        z.object({
          id: z.guid(),
          fullName: z.string(),
          playingHandicap: z.int().meta({ description: "Their playing handicap in this event if added now." }),
        }),
      )
      .meta({
        description: "Approved, current members by name (player ids); Add Players lists those not in playerNames.",
      }),
    lastEventField: z
      .object({
        eventId: z.guid(),
        date: z.iso.date(),
        courseName: z.string(),
        playerIds: z.array(z.guid()),
      })
      .nullable()
      .meta({ description: "Who entered the sweep's latest event before this one: Add players offers them at once." }),
    counts: z.object({
      entries: z.int().min(0),
      groups: z.int().min(0),
      ungrouped: z.int().min(0),
      cardsWithScores: z.int().min(0),
    }),
    hasScores: z
      .boolean()
      .meta({ description: "Some card has a score: the draw can no longer be redrawn, nor the event deleted." }),
    canReopen: z
      .boolean()
      .meta({ description: "The caller is the owner and this is the sweep's most recently closed event." }),
    oomPoints: z
      .array(oomPointsDtoSchema)
      .meta({ description: "Order-of-merit points stored at close, by position; empty until then." }),
  })
  .meta({ description: "An event with its entries, draw and the caller's standing." });
export type EventDto = z.infer<typeof eventDtoSchema>;

/**
 * POST /api/entries/enter and /api/entries/withdraw: "the event payload". A client sends back the Event it was
 * given, by the event page or a list of events, so their fields are taken unread beside the spec's; only id is read.
 */
type AnsweredEventField = (typeof SPEC_EVENT_FIELDS)[number] | keyof EventDto | keyof EventSummaryDto;
export const eventPayloadBodySchema = entityPayload(
  [
    ...new Set([
      ...SPEC_EVENT_FIELDS,
      ...Object.keys(eventDtoSchema.shape),
      ...Object.keys(eventSummaryDtoSchema.shape),
    ]),
  ] as AnsweredEventField[],
  { id: z.guid({ error: "Give the id of the event (the event payload's id)." }) },
);

/** GET /api/events/{eventId}/cards */
export const eventCardDtoSchema = z
  .object({
    id: z.guid().meta({ description: "The scorecard id." }),
    entryId: z.guid(),
    player: cardPlayerDtoSchema,
    group: z.int().nullable(),
    eventHandicap: z.int(),
    position: z
      .int()
      .min(1)
      .nullable()
      .meta({ description: "Stableford position with countback; null for a card with no score." }),
    ...cardTotalsShape,
    holesPlayed: z.int().min(0).max(18).meta({ description: "Holes with a gross above 0." }),
    holesEntered: z
      .int()
      .min(0)
      .max(18)
      .meta({ description: "Holes with a gross entered, a no score's 0 included: thru (F once every hole has one)." }),
    scores: z.array(scoreDtoSchema).meta({ description: "Every hole in hole order (the specification's Score)." }),
    signed: z.boolean().meta({ description: "Signed by its player at the card's current version." }),
    attested: z.boolean().meta({ description: "Attested by its marker (or an admin) at the card's current version." }),
  })
  .meta({ description: "A scorecard (the specification's Scorecard) with its holes and totals, scored by lib/golf." });
export type EventCardDto = z.infer<typeof eventCardDtoSchema>;

/** What closing stored, shown once to the admin who closed the event. */
export const closingDtoSchema = z
  .object({
    alreadyClosed: z.boolean().meta({ description: "True when it was closed before: nothing changed." }),
    results: z.array(z.object({ playerId: z.guid(), position: z.int().min(1), points: z.number() })),
    handicapChanges: z.array(z.object({ playerId: z.guid(), fromExact: z.number(), toExact: z.number() })),
  })
  .meta({ description: "Positions, order-of-merit points and handicap changes stored by closing the event." });
export type ClosingDto = z.infer<typeof closingDtoSchema>;

/** POST /api/events/close/{eventId}: the spec's Event, complete, with what closing stored. */
export const closeEventDtoSchema = eventDtoSchema
  .extend({ closing: closingDtoSchema })
  .meta({ description: "The closed event and what closing it stored." });
export type CloseEventDto = z.infer<typeof closeEventDtoSchema>;
