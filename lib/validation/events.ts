import { z } from "zod";
import { EVENT_ACTIONS } from "@/lib/events/event-action";
import { calendarDaySchema } from "./calendar-day";
import { totalOrNoReturn } from "./card-totals";
import { courseRefDtoSchema, playerRefDtoSchema } from "./sweeps";
import { entryDtoSchema, groupDtoSchema } from "./entries";

const id = z.guid({ error: "Use the id of an existing record (a UUID)." });

export const eventParamsSchema = z.object({ eventId: id });

const eventDateSchema = calendarDaySchema("the date of play");

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
};

/** POST /api/events (docs/screens-and-api.md#events-endpoints: courseId, winterHandicaps, doublePoints, date, id, sweepId) */
export const createEventBodySchema = z.strictObject({
  id: z
    .guid({ error: "The event id, when given, is a UUID." })
    .optional()
    .meta({ description: "Optional client-chosen id: repeating the call with it creates the event once." }),
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

export const eventStatusSchema = z
  .enum(["pendingDraw", "drawn", "complete"])
  .meta({ description: "Shown as Pending Draw, Drawn, Complete." });
export type EventStatus = z.infer<typeof eventStatusSchema>;

const eventFlags = {
  id: z.guid(),
  sweepId: z.guid(),
  date: z.iso.date().meta({ description: "The calendar day of play, YYYY-MM-DD." }),
  course: courseRefDtoSchema,
  winterHandicaps: z.boolean(),
  doublePoints: z.boolean(),
  status: eventStatusSchema,
  drawn: z.boolean(),
  notDrawn: z.boolean(),
  complete: z.boolean(),
  inFuture: z.boolean().meta({ description: "The day of play is today or later (server's calendar)." }),
  userHasJoined: z.boolean(),
  entriesOpenAfterDraw: z
    .boolean()
    .meta({ description: "Entries stay open after the draw until the day of play; false: they close at the draw." }),
  entriesOpen: z
    .boolean()
    .meta({ description: "Members may enter and withdraw themselves now (admins add any time)." }),
  action: z.enum(EVENT_ACTIONS).nullable().meta({
    description:
      "The caller's action (docs/screens-and-api.md#event-states): join or withdraw while entries are open; pendingDraw until the draw; playOn a drawn event before its day, play from its day; results once complete; null when none.",
  }),
};

/** A row of GET /api/events: the caller's events across their sweeps, upcoming first (soonest first), then past. */
export const eventSummaryDtoSchema = z
  .object({
    ...eventFlags,
    sweepName: z.string(),
    playerCount: z.int().min(0),
  })
  .meta({ description: "An event in the caller's list of events." });
export type EventSummaryDto = z.infer<typeof eventSummaryDtoSchema>;

const oomPointsDtoSchema = z.object({ player: playerRefDtoSchema, position: z.int().min(1), points: z.number() });

/** GET /api/events/{eventId} and GET /api/event/{eventId}: the event page (docs/screens-and-api.md#event). */
export const eventDtoSchema = z
  .object({
    ...eventFlags,
    sweepName: z.string(),
    coursePar: z.int(),
    closedAt: z.iso.datetime().nullable(),
    userRole: z.enum(["member", "admin", "owner"]).meta({ description: "admin and owner see Manage actions." }),
    userEntry: z
      .object({ entryId: z.guid(), scoreCardId: z.guid(), marksScoreCardId: z.guid().nullable() })
      .nullable()
      .meta({ description: "The caller's own entry: their card and the card they mark (Play, Mark Card)." }),
    entries: z.array(entryDtoSchema).meta({ description: "Every entry, by player name." }),
    groupedEntries: z
      .array(groupDtoSchema)
      .meta({ description: "Groups of the draw in order; empty before the draw." }),
    ungroupedEntries: z
      .array(entryDtoSchema)
      .meta({ description: "Entries without a group (entered after the draw): 'Ungrouped'." }),
    playerNames: z
      .array(z.object({ id: z.guid(), name: z.string() }))
      .meta({ description: "Players who have entered (player ids)." }),
    sweepMembers: z.array(z.object({ id: z.guid(), fullName: z.string() })).meta({
      description: "Approved, current members by name (player ids); Add Players lists those not in playerNames.",
    }),
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

/** GET /api/events/{eventId}/cards */
export const eventCardDtoSchema = z
  .object({
    id: z.guid().meta({ description: "The scorecard id." }),
    entryId: z.guid(),
    player: playerRefDtoSchema,
    group: z.int().nullable(),
    eventHandicap: z.int(),
    position: z
      .int()
      .min(1)
      .nullable()
      .meta({ description: "Stableford position with countback; null for a card with no score." }),
    totalPoints: z.int(),
    outPoints: z.int(),
    inPoints: z.int(),
    lastSixPoints: z.int(),
    lastThreePoints: z.int(),
    totalGross: totalOrNoReturn,
    totalNett: totalOrNoReturn,
    holesPlayed: z.int().min(0).max(18),
    signed: z.boolean().meta({ description: "Signed by its player at the card's current version." }),
    attested: z.boolean().meta({ description: "Attested by its marker (or an admin) at the card's current version." }),
  })
  .meta({ description: "A scorecard with its totals, scored by lib/golf." });
export type EventCardDto = z.infer<typeof eventCardDtoSchema>;

/** POST /api/events/close/{eventId} */
export const closeEventDtoSchema = z
  .object({
    eventId: z.guid(),
    alreadyClosed: z.boolean().meta({ description: "True when it was closed before: nothing changed." }),
    results: z.array(z.object({ playerId: z.guid(), position: z.int().min(1), points: z.number() })),
    handicapChanges: z.array(z.object({ playerId: z.guid(), fromExact: z.number(), toExact: z.number() })),
  })
  .meta({ description: "Positions, order-of-merit points and handicap changes stored by closing the event." });
export type CloseEventDto = z.infer<typeof closeEventDtoSchema>;
