import {
  entryDtoSchema,
  eventPlayerParamsSchema,
  playerEntryBodySchema,
  withdrawalDtoSchema,
} from "@/lib/validation/entries";
import { eventDtoSchema, eventPayloadBodySchema, playerTeeBodySchema } from "@/lib/validation/events";
import { playerDtoSchema } from "@/lib/validation/players";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/entries";

const ADMIN_ADDS =
  "The player must be an approved member of the event's sweep. Allowed until the event is closed; after the draw the " +
  "entry is 'Ungrouped'. Adding a player who has entered changes nothing. Answers the added player (the spec's Player).";
const ADMIN_WITHDRAWS =
  "Allowed until the event is closed, while the player's card has no score. After the draw the group's markers are " +
  "re-paired so that every card still has one; the response says who now marks whom.";
const TRAILING_SLASH = "Also reachable with a trailing slash (redirected with 308, which keeps the method and body).";

export const addEventPlayer = defineEndpoint({
  ...route.addEventPlayer,
  family: "spec",
  tag: "Events",
  access: "admin",
  summary: "Enter a member in the event (Add Players)",
  description: ADMIN_ADDS,
  params: eventPlayerParamsSchema,
  response: { status: 200, schema: playerDtoSchema, description: "The added player." },
  errors: [409],
});

export const removeEventPlayer = defineEndpoint({
  ...route.removeEventPlayer,
  family: "spec",
  tag: "Events",
  access: "admin",
  summary: "Withdraw a player from the event",
  description: ADMIN_WITHDRAWS,
  params: eventPlayerParamsSchema,
  response: { status: 200, schema: withdrawalDtoSchema, description: "What changed." },
  errors: [409],
});

export const setEventPlayerTee = defineEndpoint({
  ...route.setEventPlayerTee,
  family: "extension",
  tag: "Events",
  access: "admin",
  summary: "Give one entrant their own tees",
  description:
    "The player plays from these tees of the event's course instead of the event's (e.g. ladies' tees); null plays " +
    "the event's. Under the sweep's WHS basis the card's course and playing handicap follow at once " +
    "(docs/golf-rules.md#handicap-basis). Refused once the event is closed or the card has a score. Answers the entry.",
  params: eventPlayerParamsSchema,
  body: playerTeeBodySchema,
  response: { status: 200, schema: entryDtoSchema, description: "The entry with its tees and handicaps." },
  errors: [409],
});

export const enterEvent = defineEndpoint({
  ...route.enterEvent,
  family: "spec",
  tag: "Events",
  access: "member",
  summary: "Join: the caller enters the event, with a card at their event playing handicap",
  description:
    "Open while the event is today or later and not drawn. Joining twice changes nothing. The body is the event payload; only its id is read.",
  body: eventPayloadBodySchema,
  response: { status: 200, schema: eventDtoSchema, description: "The event, with userHasJoined true." },
  errors: [404, 409],
});

export const withdrawFromEvent = defineEndpoint({
  ...route.withdrawFromEvent,
  family: "spec",
  tag: "Events",
  access: "member",
  summary: "Withdraw: the caller leaves the event, until the draw",
  description: "After the draw an admin withdraws players. The body is the event payload; only its id is read.",
  body: eventPayloadBodySchema,
  response: { status: 200, schema: eventDtoSchema, description: "The event, with userHasJoined false." },
  errors: [404, 409],
});

export const enterPlayer = defineEndpoint({
  ...route.enterPlayer,
  family: "spec",
  aliasOf: addEventPlayer,
  tag: "Events",
  access: "admin",
  summary: "Enter a member in an event (older Add Players)",
  description: `${ADMIN_ADDS} ${TRAILING_SLASH}`,
  body: playerEntryBodySchema,
  response: { status: 200, schema: playerDtoSchema, description: "The added player." },
  errors: [404, 409],
});

export const deleteEntry = defineEndpoint({
  ...route.deleteEntry,
  family: "spec",
  aliasOf: removeEventPlayer,
  tag: "Events",
  access: "admin",
  summary: "Withdraw a player from an event (older remove-player button)",
  description: `${ADMIN_WITHDRAWS} ${TRAILING_SLASH}`,
  body: playerEntryBodySchema,
  response: { status: 200, schema: withdrawalDtoSchema, description: "What changed." },
  errors: [404, 409],
});
