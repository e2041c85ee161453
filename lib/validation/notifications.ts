import { z } from "zod";
import { OWNER_MESSAGE_MAX } from "./owner-message";

/**
 * Every kind of email Sweeps sends (ARCHITECTURE.md#notifications). A member may turn each off; the owner's message
 * is a kind too, so a member who wants none of them can say so.
 */
export const NOTIFICATION_KINDS = [
  "draw-published",
  "results-posted",
  "join-decided",
  "added-to-event",
  "reserve-promoted",
  "join-request-waiting",
  "event-due-to-close",
  "owner-message",
] as const;

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** What the preferences page says of each kind: members read these, so they are the member's words. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { title: string; detail: string }> = {
  "draw-published": {
    title: "The draw",
    detail: "Your group, your marker and your tee time when a draw is published.",
  },
  "results-posted": {
    title: "Results",
    detail: "Your position, points and handicap change when an event closes, and any correction that changes them.",
  },
  "join-decided": { title: "Join requests", detail: "Whether a sweep approved or declined your request to join." },
  "added-to-event": { title: "Added to an event", detail: "When an admin enters you in an event." },
  "reserve-promoted": { title: "Off the reserve list", detail: "When a place opens and you move into the field." },
  "join-request-waiting": { title: "Waiting requests (admins)", detail: "When someone asks to join a sweep you run." },
  "event-due-to-close": {
    title: "Events to close (admins)",
    detail: "When an event you run is past its day with cards still open.",
  },
  "owner-message": { title: "Messages from the owner", detail: "A short message the sweep's owner sends to members." },
};

export const notificationPreferenceSchema = z.object({
  kind: notificationKindSchema,
  title: z.string(),
  detail: z.string(),
  enabled: z.boolean(),
});

/** The caller's choices, and whether this server sends email at all (with none set up, nothing is sent). */
export const notificationPreferencesDtoSchema = z.object({
  mailConfigured: z.boolean(),
  email: z.string(),
  preferences: z.array(notificationPreferenceSchema),
});
export type NotificationPreferencesDto = z.infer<typeof notificationPreferencesDtoSchema>;

export const updateNotificationPreferencesBodySchema = z
  .object({
    preferences: z
      .array(z.object({ kind: notificationKindSchema, enabled: z.boolean() }).strict())
      .min(1)
      .max(NOTIFICATION_KINDS.length),
  })
  .strict();

/** The one-click unsubscribe link's token: who and which kind, signed by the server. */
export const unsubscribeBodySchema = z.object({ token: z.string().min(1).max(512) }).strict();
export const unsubscribeDtoSchema = z.object({ kind: notificationKindSchema, title: z.string() });
export type UnsubscribeDto = z.infer<typeof unsubscribeDtoSchema>;

export const ownerMessageBodySchema = z
  .object({
    subject: z.string().trim().min(1, "Give the message a subject.").max(120),
    message: z.string().trim().min(1, "Write the message.").max(OWNER_MESSAGE_MAX),
  })
  .strict();
export type OwnerMessageBody = z.infer<typeof ownerMessageBodySchema>;

export const ownerMessageDtoSchema = z.object({ recipients: z.number().int().min(0), mailConfigured: z.boolean() });
