import { z } from "zod";
import { EVENT_ACTIONS } from "@/lib/events/event-action";
import { textField } from "./text";

const id = z.guid({ error: "Use the id of an existing record (a UUID)." });

export const sweepParamsSchema = z.object({ sweepId: id });
export type SweepParams = z.infer<typeof sweepParamsSchema>;

/** POST /api/sweeps/createSweep */
export const createSweepBodySchema = z.strictObject({
  name: textField("The sweep's name", { max: 80 }),
});
export type CreateSweepBody = z.infer<typeof createSweepBodySchema>;

export const playerRefDtoSchema = z.object({ id: z.guid(), fullName: z.string() });
export type PlayerRefDto = z.infer<typeof playerRefDtoSchema>;

export const courseRefDtoSchema = z.object({ id: z.guid(), name: z.string() });
export type CourseRefDto = z.infer<typeof courseRefDtoSchema>;

/** A card of the sweep list (GET /api/sweeps, GET /api/sweeps/admin): visible to every signed-in user. */
export const sweepSummaryDtoSchema = z
  .object({
    id: z.guid(),
    name: z.string(),
    owner: playerRefDtoSchema,
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

/** The shared sweep header (GET /api/sweeps/{sweepId}). */
export const sweepDtoSchema = sweepSummaryDtoSchema
  .extend({
    isOwner: z.boolean(),
    requestCount: z
      .int()
      .min(0)
      .meta({ description: "Pending join requests; always 0 unless the caller is the owner or an admin." }),
    createdAt: z.iso.datetime(),
  })
  .meta({ description: "The sweep header: name, counts, owner and the caller's standing." });
export type SweepDto = z.infer<typeof sweepDtoSchema>;

/** An event card of a sweep page (GET /api/sweeps/{sweepId}/events), newest first. */
export const sweepEventDtoSchema = z.object({
  id: z.guid(),
  sweepId: z.guid(),
  date: z.iso.date().meta({ description: "The calendar day of play, YYYY-MM-DD." }),
  course: courseRefDtoSchema,
  playerCount: z.int().min(0),
  drawn: z.boolean(),
  complete: z.boolean(),
  winterHandicaps: z.boolean(),
  doublePoints: z.boolean(),
  userHasJoined: z.boolean(),
  action: z.enum(EVENT_ACTIONS).nullable().meta({
    description: "The caller's action on the event's card, as the event's own action says (GET /api/events/{eventId}).",
  }),
});
export type SweepEventDto = z.infer<typeof sweepEventDtoSchema>;
