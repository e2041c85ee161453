import { sweepParamsSchema } from "@/lib/validation/sweeps";
import {
  notificationPreferencesDtoSchema,
  ownerMessageBodySchema,
  ownerMessageDtoSchema,
  unsubscribeBodySchema,
  unsubscribeDtoSchema,
  updateNotificationPreferencesBodySchema,
} from "@/lib/validation/notifications";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/notifications";

export const getNotificationPreferences = defineEndpoint({
  ...route.getNotificationPreferences,
  family: "extension",
  tag: "Account",
  access: "user",
  summary: "Which kinds of email you get, and whether this server sends email at all",
  response: { status: 200, schema: notificationPreferencesDtoSchema, description: "Every kind, on or off." },
});

export const updateNotificationPreferences = defineEndpoint({
  ...route.updateNotificationPreferences,
  family: "extension",
  tag: "Account",
  access: "user",
  summary: "Turn kinds of email on or off",
  description: "Kinds not named keep their setting. A kind turned off is not sent, even when already queued.",
  body: updateNotificationPreferencesBodySchema,
  response: { status: 200, schema: notificationPreferencesDtoSchema, description: "Every kind, as saved." },
});

export const unsubscribe = defineEndpoint({
  ...route.unsubscribe,
  family: "extension",
  tag: "Account",
  access: "public",
  summary: "Stop one kind of email with the signed token of an email's unsubscribe link (no sign-in)",
  description: "Unsubscribing twice is harmless. A token that was not signed by this server answers 404.",
  body: unsubscribeBodySchema,
  response: { status: 200, schema: unsubscribeDtoSchema, description: "The kind that is now off." },
  errors: [404],
});

export const sendOwnerMessage = defineEndpoint({
  ...route.sendOwnerMessage,
  family: "extension",
  tag: "Members",
  access: "owner",
  summary: "The owner emails a short message to every current member of the sweep",
  description: "Pending requests and former members get nothing; members who turned owner messages off neither.",
  params: sweepParamsSchema,
  body: ownerMessageBodySchema,
  sweepLimit: "owner-message",
  response: { status: 201, schema: ownerMessageDtoSchema, description: "How many members it was queued for." },
});
