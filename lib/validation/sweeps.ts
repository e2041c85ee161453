import { z } from "zod";
import { isKnownTimeZone } from "@/lib/dates";
import { EVENT_ACTIONS } from "@/lib/events/event-action";
import { entityPayload, SPEC_SWEEP_FIELDS } from "./spec-payload";
import { textField } from "./text";

const id = z.guid({ error: "Use the id of an existing record (a UUID)." });

export const sweepParamsSchema = z.object({ sweepId: id });
export type SweepParams = z.infer<typeof sweepParamsSchema>;

/** POST /api/sweeps/createSweep: "the sweep payload", of which only the name is read. */
export const createSweepBodySchema = entityPayload(SPEC_SWEEP_FIELDS, {
  name: textField("The sweep's name", { max: 80 }),
});
export type CreateSweepBody = z.infer<typeof createSweepBodySchema>;

/** An IANA time-zone name, such as Europe/London (docs/golf-rules.md#tee-times-and-the-start). */
export const timeZoneSchema = z
  .string({ error: "Give the time zone's name, for example Europe/London." })
  .min(1, { error: "Give the time zone's name, for example Europe/London." })
  .max(64, { error: "A time zone's name is at most 64 characters." })
  .refine(isKnownTimeZone, { error: "Choose a time zone from the list, for example Europe/London." })
  .meta({ description: "An IANA time-zone name, such as Europe/London.", example: "Europe/London" });

/** PUT /api/sweeps/{sweepId}/time-zone */
export const sweepTimeZoneBodySchema = z.strictObject({ timeZone: timeZoneSchema });

export const sweepTimeZoneDtoSchema = z
  .object({
    sweepId: z.guid(),
    timeZone: z.string().meta({ description: "The sweep's IANA time zone: every day and time it shows is in it." }),
  })
  .meta({ description: "A sweep's time zone." });
export type SweepTimeZoneDto = z.infer<typeof sweepTimeZoneDtoSchema>;

export const playerRefDtoSchema = z.object({ id: z.guid(), fullName: z.string() });
export type PlayerRefDto = z.infer<typeof playerRefDtoSchema>;

export const courseRefDtoSchema = z.object({ id: z.guid(), name: z.string() });
export type CourseRefDto = z.infer<typeof courseRefDtoSchema>;

/** A card of the sweep list (GET /api/sweeps, GET /api/sweeps/admin): visible to every signed-in user. */
export const sweepSummaryDtoSchema = z
  .object({
    id: z.guid(),
    name: z.string(),
    owner: z.string().meta({ description: "The owner's full name, as the sweep list shows it." }),
    ownerPlayer: playerRefDtoSchema.meta({ description: "The owner as a player (id and full name)." }),
    totalEvents: z.int().min(0),
    memberCount: z.int().min(0).meta({ description: "Approved, current members (the owner included)." }),
    userIsMember: z.boolean().meta({
      description: "The caller has asked to join or is a member: with approved false, the request is pending.",
    }),
    approved: z
      .boolean()
      .meta({ description: "The caller is an approved member: show Leaderboard, Members and Events." }),
    isSweepAdmin: z.boolean().meta({ description: "The caller is the owner or an admin of this sweep." }),
    requestDeclined: z.boolean().meta({
      description: "The caller's last request to join was declined (or withdrawn by an admin); they may ask again.",
    }),
  })
  .meta({ description: "A sweep as seen by the caller." });
export type SweepSummaryDto = z.infer<typeof sweepSummaryDtoSchema>;

/** The shared sweep header of the pages; the spec's Sweep (lib/validation/sweep-details.ts) adds what is inside. */
export const sweepHeaderDtoSchema = sweepSummaryDtoSchema
  .extend({
    isOwner: z.boolean(),
    isTreasurer: z.boolean().meta({
      description:
        "The caller is the sweep's treasurer, appointed by the owner: records payments, reads every balance.",
    }),
    requestCount: z
      .int()
      .min(0)
      .meta({ description: "Pending join requests; always 0 unless the caller is the owner or an admin." }),
    createdAt: z.iso.datetime(),
    timeZone: z.string().meta({
      description: "The sweep's IANA time zone, in which every day and time of the sweep is shown.",
      example: "Europe/London",
    }),
  })
  .meta({ description: "The sweep header: name, counts, owner, time zone and the caller's standing." });
export type SweepHeaderDto = z.infer<typeof sweepHeaderDtoSchema>;

/**
 * The fields of the specification's Event (docs/screens-and-api.md#data-the-screens-show) that every event answer
 * of the spec's calls carries: the event itself, its flags for Join and Play, and who has entered.
 */
export const eventFieldsDtoSchema = z.object({
  id: z.guid(),
  sweepId: z.guid(),
  date: z.iso.date().meta({ description: "The calendar day of play, YYYY-MM-DD." }),
  movedFromDate: z.iso.date().nullable().meta({
    description: 'The day the event was moved from after the draw (members see "Moved from …"); null when not moved.',
  }),
  course: courseRefDtoSchema,
  winterHandicaps: z.boolean(),
  doublePoints: z.boolean(),
  drawn: z.boolean(),
  notDrawn: z.boolean().meta({ description: "Not drawn yet: shown as Pending Draw, with no Play link." }),
  complete: z.boolean().meta({ description: "Closed: results are final." }),
  inFuture: z.boolean().meta({ description: "The day of play is today or later (server's calendar)." }),
  userHasJoined: z.boolean().meta({ description: "The caller has entered this event." }),
  playerNames: z
    .array(z.object({ id: z.guid(), name: z.string() }))
    .meta({ description: "The players who have entered, by name (player ids)." }),
  entriesOpenAfterDraw: z
    .boolean()
    .meta({ description: "Entries stay open after the draw until the day of play; false: they close at the draw." }),
  maxField: z
    .int()
    .min(1)
    .nullable()
    .meta({ description: "The most players the field takes; later entries go on the reserve list. Null: no limit." }),
  entryDeadline: z.iso.date().nullable().meta({
    description: "The last day members may enter or withdraw themselves (admins still can); null: no deadline.",
  }),
  reserveCount: z.int().min(0).meta({ description: "How many players wait on the reserve list." }),
  userReservePosition: z
    .int()
    .min(1)
    .nullable()
    .meta({ description: "The caller's place on the reserve list (1 is next in); null when not a reserve." }),
  userPromotedFromReserve: z
    .boolean()
    .meta({ description: "The caller came off the reserve list into the field when a place came free." }),
  teeName: z.string().nullable().meta({
    description: "The tees the field plays from (docs/golf-rules.md#handicap-basis); null when none are chosen.",
  }),
  nine: z.enum(["front", "back"]).nullable().meta({
    description:
      "A nine-hole event's nine of an 18-hole course (docs/golf-rules.md#nine-hole-cards); null: every hole of the course.",
  }),
  entriesOpen: z
    .boolean()
    .meta({ description: "Members may enter and withdraw themselves now (admins add any time)." }),
  action: z.enum(EVENT_ACTIONS).nullable().meta({
    description:
      "The caller's action (docs/screens-and-api.md#event-states): join or withdraw while entries are open; pendingDraw until the draw; playOn a drawn event before its day, play from its day; results once complete; null when none.",
  }),
});

export type EventFieldsDto = z.infer<typeof eventFieldsDtoSchema>;

/** An event of a list (GET /api/sweeps/{sweepId}/events newest first, and the Sweep's events): the spec's Event. */
export const sweepEventDtoSchema = eventFieldsDtoSchema
  .extend({ playerCount: z.int().min(0) })
  .meta({ description: "An event of a sweep, with who has entered." });
export type SweepEventDto = z.infer<typeof sweepEventDtoSchema>;
