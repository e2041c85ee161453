import "server-only";
import { z } from "zod";
import type { NotificationKind } from "@/lib/validation/notifications";

const event = {
  sweepId: z.string(),
  sweepName: z.string(),
  eventId: z.string(),
  eventDate: z.string(),
  courseName: z.string(),
};

/** One member's results of a close. */
const memberResult = {
  position: z.number().int(),
  fieldSize: z.number().int(),
  stablefordPoints: z.number().int().nullable(),
  oomPoints: z.number(),
  handicap: z.object({ from: z.number(), to: z.number(), reason: z.string() }).nullable(),
};

export const memberResultSchema = z.object(memberResult);
export type MemberResult = z.output<typeof memberResultSchema>;

/**
 * What each kind's email shows, fixed in the outbox row when its cause commits: a later rename or redraw does not
 * rewrite a message already on its way. Parsed again when sent, so a row of an older shape fails loudly.
 */
export const PAYLOAD_SCHEMAS = {
  "draw-published": z.object({
    ...event,
    group: z.number().int(),
    groupMates: z.array(z.string()),
    markerName: z.string().nullable(),
    // The member's group's start when the event has tee times or a shotgun (rows queued before starts existed: null).
    start: z
      .object({ time: z.string(), startsAt: z.string(), startingHole: z.number().int() })
      .nullable()
      .default(null),
  }),
  "results-posted": z.object({
    ...event,
    ...memberResult,
    correction: z.boolean(),
    // A correction's earlier results for this member, as the previous close posted them (null: they had none).
    previous: z.object(memberResult).nullable().default(null),
  }),
  "join-decided": z.object({ sweepId: z.string(), sweepName: z.string(), approved: z.boolean() }),
  "added-to-event": z.object(event),
  "reserve-promoted": z.object(event),
  "join-request-waiting": z.object({ sweepId: z.string(), sweepName: z.string(), requesterName: z.string() }),
  "event-due-to-close": z.object({ ...event, openCards: z.number().int() }),
  "owner-message": z.object({
    sweepId: z.string(),
    sweepName: z.string(),
    ownerName: z.string(),
    subject: z.string(),
    message: z.string(),
  }),
} satisfies Record<NotificationKind, z.ZodType>;

export type NotificationPayload<K extends NotificationKind> = z.input<(typeof PAYLOAD_SCHEMAS)[K]>;
