import { z } from "zod";
import { eventParamsSchema } from "@/lib/validation/events";
import {
  cardChangeDtoSchema,
  cardChangesQuerySchema,
  cardParamsSchema,
  cardScoreParamsSchema,
  createCardBodySchema,
  eventCardParamsSchema,
  idempotencyHeadersSchema,
  playDtoSchema,
  putScoreBodySchema,
  scoreSaveDtoSchema,
  scorecardDtoSchema,
  signCardBodySchema,
  updateScoreBodySchema,
  updateScorecardBodySchema,
} from "@/lib/validation/scorecards";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/scorecards";

const WHO_MARKS =
  "The card's player, the player's marker and the sweep's admins may mark it; other members may view it.";
const SAVE_RULES =
  "A write that names the version of the score it was based on is refused with 409, the current value and who " +
  "wrote it when that version is stale (unless it agrees with the current value). A write without a version (as " +
  "the specification's clients send) is applied; where it replaces someone else's entry it is kept as a " +
  "correction, marked in the card's history and listed with its mismatches until someone else enters the hole " +
  "(docs/live-scoring.md#writes-without-a-version). A closed event's cards are read-only (409); a signed and " +
  "attested card may be changed by admins only, with a reason. Send an Idempotency-Key: a retry with the same key " +
  "gets the first answer and changes nothing.";

export const getScorecard = defineEndpoint({
  ...route.getScorecard,
  family: "spec",
  tag: "Scorecards",
  access: "member",
  summary: "A scorecard: every hole with nett and points, Out/In/totals, signatures and what the caller may do",
  description:
    `${WHO_MARKS} The specification's Scorecard (docs/screens-and-api.md#scorecard-and-score): gross and nett totals ` +
    "are numbers, 0 where a hole they cover has no return (shown NR). A card whose score rows are missing gets one " +
    "empty row per hole first (docs/screens-and-api.md#playing-and-marking-a-card).",
  params: cardParamsSchema,
  response: { status: 200, schema: scorecardDtoSchema, description: "The card." },
});

export const getEventCard = defineEndpoint({
  ...route.getEventCard,
  family: "spec",
  aliasOf: getScorecard,
  tag: "Scorecards",
  access: "member",
  summary: "A scorecard of an event (404 when the card is not one of the event's)",
  params: eventCardParamsSchema,
  response: { status: 200, schema: scorecardDtoSchema, description: "The card." },
});

export const putCardScore = defineEndpoint({
  ...route.putCardScore,
  family: "spec",
  tag: "Scorecards",
  access: "member",
  summary: "Save the gross of one hole (the keypad's write)",
  description: `${WHO_MARKS} ${SAVE_RULES}`,
  params: cardScoreParamsSchema,
  headers: idempotencyHeadersSchema,
  body: putScoreBodySchema,
  rateLimit: "scoring",
  response: {
    status: 200,
    schema: scoreSaveDtoSchema,
    description: "The updated Score (its fields at the top level) and its card with the new totals.",
  },
  errors: [409, 422],
});

export const updateScore = defineEndpoint({
  ...route.updateScore,
  family: "spec",
  aliasOf: putCardScore,
  tag: "Scorecards",
  access: "member",
  summary: "Save the gross of one hole, named by the score's id (the older mark screen's write)",
  description: `The same save as PUT /api/cards/{cardId}/scores/{scoreId}. ${SAVE_RULES}`,
  headers: idempotencyHeadersSchema,
  body: updateScoreBodySchema,
  rateLimit: "scoring",
  response: {
    status: 200,
    schema: scoreSaveDtoSchema,
    description: "The updated Score (its fields at the top level) and its card with the new totals.",
  },
  errors: [404, 409, 422],
});

export const createCard = defineEndpoint({
  ...route.createCard,
  family: "spec",
  tag: "Scorecards",
  access: "member",
  summary: "Give a scorecard one empty score per hole of its course (nothing changes when it has them)",
  description: `${WHO_MARKS} The course and player must be the card's own.`,
  body: createCardBodySchema,
  rateLimit: "scoring",
  response: { status: 200, schema: scorecardDtoSchema, description: "The card." },
  errors: [404, 409, 422],
});

export const updateScorecard = defineEndpoint({
  ...route.updateScorecard,
  family: "spec",
  tag: "Scorecards",
  access: "member",
  summary: "Change a card at once: a whole card typed in from paper, and (admins) the event handicap with a reason",
  description:
    `${WHO_MARKS} The body is the Scorecard with its id: the holes are read from \`scores\`, \`frontNine\` and ` +
    "`backNine` (each a Score with holeNumber and gross); a hole sent without a version as the card has it is left " +
    "as it is, and a body that changes nothing is a 400. Every changed hole is one entry of the card's history. " +
    `All or nothing: one stale hole refuses the lot (409). ${SAVE_RULES}`,
  headers: idempotencyHeadersSchema,
  body: updateScorecardBodySchema,
  rateLimit: "scoring",
  response: { status: 200, schema: scorecardDtoSchema, description: "The card as changed." },
  errors: [404, 409, 422],
});

export const signCard = defineEndpoint({
  ...route.signCard,
  family: "extension",
  tag: "Scorecards",
  access: "member",
  summary: "Sign the card (its player) or attest it (its marker; an admin where the card has no marker)",
  description:
    "Every hole needs a gross and the player's and marker's entries must agree. The body names the card version " +
    "signed: 409 when the card changed since. Once signed and attested, only admins may change the card.",
  params: cardParamsSchema,
  headers: idempotencyHeadersSchema,
  body: signCardBodySchema,
  rateLimit: "scoring",
  response: { status: 200, schema: scorecardDtoSchema, description: "The card with its signatures." },
  errors: [409, 422],
});

export const listCardChanges = defineEndpoint({
  ...route.listCardChanges,
  family: "extension",
  tag: "Scorecards",
  access: "member",
  summary: "A card's history: every accepted change and signature, newest first (the card's player and admins)",
  params: cardParamsSchema,
  query: cardChangesQuerySchema,
  response: { status: 200, schema: z.array(cardChangeDtoSchema), description: "Changes, newest first." },
});

export const getPlay = defineEndpoint({
  ...route.getPlay,
  family: "spec",
  tag: "Scorecards",
  access: "member",
  summary: "Playing an event: the caller's card, the card they mark and their group's players",
  description:
    "The spec's Event with playerCard, markerCard (the card the caller marks) and groupPlayers, whose " +
    "currentHandicap is the playing handicap on their card.",
  params: eventParamsSchema,
  response: { status: 200, schema: playDtoSchema, description: "The event with the caller's cards and group." },
});
