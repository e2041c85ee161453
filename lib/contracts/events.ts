import { z } from "zod";
import { entryDtoSchema, groupDtoSchema, groupedEntriesDtoSchema } from "@/lib/validation/entries";
import {
  closeEventDtoSchema,
  createEventBodySchema,
  drawBodySchema,
  drawEditBodySchema,
  eventStartBodySchema,
  eventCardDtoSchema,
  eventDtoSchema,
  eventParamsSchema,
  eventSummaryDtoSchema,
  updateEventBodySchema,
} from "@/lib/validation/events";
import { closeCheckDtoSchema, closeEventBodySchema } from "@/lib/validation/close-check";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/events";

const TRAILING_SLASH = "Also reachable with a trailing slash (redirected with 308, which keeps the method and body).";

export const listEvents = defineEndpoint({
  ...route.listEvents,
  family: "spec",
  tag: "Events",
  access: "user",
  summary: "The caller's events across their sweeps: upcoming (soonest first), then past (latest first)",
  description: `The spec's Event, each with who has entered (playerNames), its status, course, date, player count, whether the caller entered and the action that applies. ${TRAILING_SLASH}`,
  response: { status: 200, schema: z.array(eventSummaryDtoSchema), description: "Events, upcoming first." },
});

export const createEvent = defineEndpoint({
  ...route.createEvent,
  family: "spec",
  tag: "Events",
  access: "admin",
  summary: "Create an event of a sweep on one of its courses",
  description: `The course must be one of the sweep's. With an id, repeating the call creates the event once. ${TRAILING_SLASH}`,
  body: createEventBodySchema,
  response: { status: 201, schema: eventDtoSchema, description: "The new event." },
  errors: [404, 409],
});

export const getEvent = defineEndpoint({
  ...route.getEvent,
  family: "spec",
  aliases: ["/api/event/{eventId}"],
  tag: "Events",
  access: "member",
  summary: "The event page: flags, entries with their groups and markers, members to add, stored results",
  description:
    "The spec's Event: groupedEntries (absent before the draw), entries, playerNames and sweepMembers; our own " +
    "groups carry their numbers. Also served at /api/event/{eventId} for the older event/detail page.",
  params: eventParamsSchema,
  response: { status: 200, schema: eventDtoSchema, description: "The event." },
});

export const updateEvent = defineEndpoint({
  ...route.updateEvent,
  family: "extension",
  tag: "Events",
  access: "admin",
  summary: "Change an event's course, date and flags until it is closed",
  description:
    "After the draw the groups stay and a new date records the one it was moved from (`movedFromDate`). The course " +
    "and winter handicaps change only while no score exists (409 after); entrants' event handicaps follow at once.",
  params: eventParamsSchema,
  body: updateEventBodySchema,
  response: { status: 200, schema: eventDtoSchema, description: "The event as changed." },
  errors: [409],
});

export const deleteEvent = defineEndpoint({
  ...route.deleteEvent,
  family: "extension",
  tag: "Events",
  access: "admin",
  summary: "Delete an event while no score has been entered (its entries and empty cards go with it)",
  params: eventParamsSchema,
  response: { status: 204, description: "Deleted." },
  errors: [409],
});

export const listEventGroups = defineEndpoint({
  ...route.listEventGroups,
  family: "spec",
  tag: "Events",
  access: "member",
  summary: "Entries each with its group, in draw order (group null: 'Ungrouped', last); the client groups them",
  description: "marker is the player whose card this entry's player marks; markedBy is who marks this entry's card.",
  params: eventParamsSchema,
  response: { status: 200, schema: z.array(entryDtoSchema), description: "Entries by group and draw order." },
});

export const listEventEntries = defineEndpoint({
  ...route.listEventEntries,
  family: "spec",
  tag: "Events",
  access: "member",
  summary: "The event's entries with their cards' event handicaps and markers, by player name",
  description: "marker is the player whose card this entry's player marks; markedBy is who marks this entry's card.",
  params: eventParamsSchema,
  response: { status: 200, schema: z.array(entryDtoSchema), description: "Entries by name." },
});

export const listEventCards = defineEndpoint({
  ...route.listEventCards,
  family: "spec",
  tag: "Events",
  access: "member",
  summary: "The event's scorecards with their scores and totals, by points (Stableford countback) once scores exist",
  description:
    "Each card is the specification's Scorecard in part (docs/screens-and-api.md#scorecard-and-score): its id, " +
    "player, every hole's Score that has a row, and its totals.",
  params: eventParamsSchema,
  response: {
    status: 200,
    schema: z.array(eventCardDtoSchema),
    description: "Cards, best first; cards with no score last, by name.",
  },
});

export const drawEvent = defineEndpoint({
  ...route.drawEvent,
  family: "spec",
  tag: "Events",
  access: "admin",
  summary: "Create Draw: balanced groups of at most four, each player marking the next (docs/golf-rules.md#the-draw)",
  description:
    "Without a body (or redraw false) the draw is made once: calling again answers the same draw. { redraw: true } " +
    "draws again, which is refused once any card has a score. Refused for an event with no entries or a closed one.",
  params: eventParamsSchema,
  body: drawBodySchema,
  response: {
    status: 200,
    schema: groupedEntriesDtoSchema,
    description: "groupedEntries: the groups of the draw in order, each a list of its entries in draw order.",
  },
  errors: [409],
});

export const closeEvent = defineEndpoint({
  ...route.closeEvent,
  family: "spec",
  tag: "Events",
  access: "admin",
  summary: "Close Event & Update Handicaps: positions, order-of-merit points and handicap changes, once",
  description:
    "Answers the Event, complete, with what closing stored under closing. Closing a closed event changes nothing " +
    "(closing.alreadyClosed). Refused for an event that is not drawn or has no score. The specification sends no " +
    "body, which closes the cards as they are. With confirm (the close dialog's call), every kind of card needing " +
    "a decision (GET /api/events/{eventId}/close-check) must be named, or the answer is 409 with unconfirmed " +
    "(the kinds) and cards.",
  params: eventParamsSchema,
  body: closeEventBodySchema,
  response: { status: 200, schema: closeEventDtoSchema, description: "The closed event and what closing stored." },
  errors: [409],
});

export const getCloseCheck = defineEndpoint({
  ...route.getCloseCheck,
  family: "extension",
  tag: "Events",
  access: "admin",
  summary: "The cards needing a decision before closing: not finished, disagreements, unsigned, no score",
  description:
    "By player name, each with why: the holes entered (thru) and those missing, the holes where player and marker " +
    "disagree, and whether it is signed and attested. Closing confirms each kind present.",
  params: eventParamsSchema,
  response: { status: 200, schema: closeCheckDtoSchema, description: "The cards to decide about and their kinds." },
});

export const reopenEvent = defineEndpoint({
  ...route.reopenEvent,
  family: "extension",
  tag: "Events",
  access: "owner",
  summary:
    "Reopen the sweep's most recently closed event to correct a card (docs/golf-rules.md#closing-and-reopening-an-event)",
  description:
    "Its order-of-merit rows and handicap entries are removed and recomputed on the next close. An older event is refused with the reason.",
  params: eventParamsSchema,
  response: { status: 200, schema: eventDtoSchema, description: "The reopened event." },
  errors: [409],
});

export const setEventStart = defineEndpoint({
  ...route.setEventStart,
  family: "extension",
  tag: "Events",
  access: "admin",
  summary: "Set how an event starts (tee times or a shotgun) and how it is drawn (method, group size)",
  description:
    "Times are wall-clock times in the sweep's time zone (docs/golf-rules.md#tee-times-and-the-start). A new start " +
    "moves every group's time at once; the draw method and group size (docs/golf-rules.md#draw-methods) shape the " +
    "next draw. Refused once the event is closed.",
  params: eventParamsSchema,
  body: eventStartBodySchema,
  response: { status: 200, schema: eventDtoSchema, description: "The event with its start." },
  errors: [409],
});

export const editDraw = defineEndpoint({
  ...route.editDraw,
  family: "extension",
  tag: "Events",
  access: "admin",
  summary: "Change a made draw: move a player between groups, swap two players, or reorder the groups",
  description:
    "Before or after the groups are out, until the event is closed (docs/golf-rules.md#changing-the-draw). Markers " +
    "follow the groups (each marks the next); the change is recorded with who made it. A move into a full group, " +
    "an unknown player or group, or an event not drawn is refused (409) with the reason.",
  params: eventParamsSchema,
  body: drawEditBodySchema,
  response: { status: 200, schema: z.array(groupDtoSchema), description: "The groups as they now stand, in order." },
  errors: [409],
});
