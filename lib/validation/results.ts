import { z } from "zod";
import { HOLES_PER_CARD, LEADERBOARD_TOP_CARDS } from "@/lib/golf";
import { cardTotalsShape } from "./card-totals-schema";
import { guestFlagSchema } from "./guests";
import { whsHandicapShape } from "./handicaps";
import { courseRefDtoSchema, eventFieldsDtoSchema, playerRefDtoSchema } from "./sweeps";

const id = z.guid({ error: "Use the id of an existing record (a UUID)." });

export const sweepPlayerParamsSchema = z.object({ sweepId: id, playerId: id });

const isoDate = z.iso.date().meta({ description: "The calendar day of play, YYYY-MM-DD." });
const thru = z.int().min(0).max(HOLES_PER_CARD);
const oomPoints = z
  .number()
  .min(0)
  .meta({ description: "Order-of-merit points; shared positions share the average, so x.5 is possible." });

const positionFields = {
  position: z.int().min(1).meta({ description: "Standard competition ranking: 1, 2, 2, 4." }),
  tied: z.boolean().meta({ description: "The position is shared (shown as T2)." }),
};

/** GET /api/sweeps/{sweepId}/leaderboard: one member's best card totals (docs/screens-and-api.md#results-rows Leaderboard entry, docs/golf-rules.md#top-five-leaderboard). */
export const leaderboardEntryDtoSchema = z
  .object({
    ...positionFields,
    player: playerRefDtoSchema,
    totalOfTopScores: z.int().min(0),
    topScoreCards: z
      .array(
        z.object({
          cardId: z.guid(),
          eventId: z.guid(),
          eventDate: isoDate,
          totalPoints: z.int().min(0),
        }),
      )
      .max(LEADERBOARD_TOP_CARDS)
      .meta({
        description: `Up to ${LEADERBOARD_TOP_CARDS} best cards of closed events, best first (blank columns where fewer).`,
      }),
  })
  .meta({ description: "A member's top-five card total; ties share the rank and are listed by name." });
export type LeaderboardEntryDto = z.infer<typeof leaderboardEntryDtoSchema>;

const countbackKeySchema = z
  .enum(["backNine", "lastSix", "lastThree", "lastHole", "frontLastSix", "frontLastThree", "frontLastHole"])
  .meta({
    description:
      "docs/golf-rules.md#stableford-countback keys after the total: holes 10–18, 13–18, 16–18, 18, 4–9, 7–9, 9.",
  });

/** Why a card is placed above another with the same points. */
export const countbackDtoSchema = z
  .object({
    against: playerRefDtoSchema.meta({ description: "The player placed next below on the same points." }),
    decidedBy: countbackKeySchema
      .nullable()
      .meta({ description: "null: equal on every key, so the position is shared." }),
    value: z.int().nullable(),
    againstValue: z.int().nullable(),
    text: z
      .string()
      .meta({ description: 'e.g. "won on back nine 19 v 17" or "tied on every countback: position shared".' }),
  })
  .meta({ description: "The countback that separated two cards on equal points." });
export type CountbackDto = z.infer<typeof countbackDtoSchema>;

/** A row of GET /api/leaderboard/{eventId}. */
export const liveLeaderboardRowDtoSchema = z
  .object({
    position: z
      .int()
      .min(1)
      .nullable()
      .meta({ description: "Stableford position with countback; null before the first score." }),
    tied: z.boolean().meta({ description: "Shared position: show T3." }),
    player: playerRefDtoSchema,
    guest: guestFlagSchema,
    cardId: z.guid(),
    eventHandicap: z.int(),
    thru: thru.meta({ description: "Holes with a gross entered (a pickup included): right for a shotgun start too." }),
    totalPoints: z.int().min(0),
    countback: countbackDtoSchema.nullable().meta({
      description: "Set on the row that countback placed above the next one on equal points: the board's cb.",
    }),
  })
  .meta({ description: "A player on the live event leaderboard." });
export type LiveLeaderboardRowDto = z.infer<typeof liveLeaderboardRowDtoSchema>;

const eventHeaderDtoSchema = z.object({
  id: z.guid(),
  sweepId: z.guid(),
  date: isoDate,
  course: courseRefDtoSchema,
  complete: z.boolean(),
  winterHandicaps: z.boolean(),
  doublePoints: z.boolean(),
});

/** GET /api/events/{eventId}/leaderboard: the live leaderboard our pages show, pushed on the event stream too. */
export const eventLeaderboardDtoSchema = z
  .object({
    event: eventHeaderDtoSchema,
    rows: z.array(liveLeaderboardRowDtoSchema).meta({
      description: "Ranked by docs/golf-rules.md#stableford-countback; players without a score last, by name.",
    }),
  })
  .meta({ description: "The live leaderboard of an event." });
export type EventLeaderboardDto = z.infer<typeof eventLeaderboardDtoSchema>;

/** A row of GET /api/leaderboard/{eventId} (docs/screens-and-api.md#results-rows: event/leaderboard's player, hole, TotalPoints). */
export const specLeaderboardRowDtoSchema = z
  .object({
    player: z.string().meta({ description: "The player's name." }),
    hole: thru.meta({ description: "Holes played so far: holes with a gross entered, a pickup included." }),
    totalPoints: z.int().min(0),
    position: liveLeaderboardRowDtoSchema.shape.position,
    tied: liveLeaderboardRowDtoSchema.shape.tied,
    playerId: z.guid(),
    cardId: z.guid(),
    eventHandicap: z.int(),
  })
  .meta({ description: "A player on the event leaderboard, as the specification's event/leaderboard reads it." });
export type SpecLeaderboardRowDto = z.infer<typeof specLeaderboardRowDtoSchema>;

const resultHoleDtoSchema = z.object({
  holeNumber: z.int().min(1).max(HOLES_PER_CARD),
  par: z.int(),
  index: z.int().meta({ description: "Stroke index." }),
  gross: z.int().nullable().meta({ description: "null: no score (not entered or picked up)." }),
  strokes: z.int(),
  nett: z.int().nullable(),
  points: z.int().min(0),
});

/** The Cards tab: one player's card with its totals and every hole (docs/screens-and-api.md#results event/results). */
export const resultCardDtoSchema = z
  .object({
    position: z.int().min(1).nullable().meta({ description: "null: no score at all (a non-starter)." }),
    tied: z.boolean(),
    id: z.guid().meta({ description: "The scorecard id." }),
    player: playerRefDtoSchema,
    guest: guestFlagSchema,
    eventHandicap: z.int(),
    ...whsHandicapShape,
    ...cardTotalsShape,
    thru,
    scores: z.array(resultHoleDtoSchema).meta({ description: "Every hole in hole order, scored by lib/golf." }),
    countback: countbackDtoSchema
      .nullable()
      .meta({ description: "Set on the row that countback placed above the next one on equal points." }),
  })
  .meta({ description: "A player's card on the results." });
export type ResultCardDto = z.infer<typeof resultCardDtoSchema>;

/** The OOM tab: positions and order-of-merit points of one event (the spec's Event.oomPoints). */
export const resultOomRowDtoSchema = z
  .object({
    ...positionFields,
    player: playerRefDtoSchema,
    totalPoints: z.int().min(0).meta({ description: "Stableford points of the card." }),
    points: oomPoints,
  })
  .meta({ description: "A finisher's order-of-merit points in one event." });
export type ResultOomRowDto = z.infer<typeof resultOomRowDtoSchema>;

const handicapValueSchema = z.object({
  exact: z.number().meta({ description: "Exact handicap to one decimal; signed (−2.0 is a plus 2)." }),
  playingHandicap: z.int(),
});

/** The Handicaps tab: one finisher's handicap before and after the event, and why. */
export const resultHandicapRowDtoSchema = z
  .object({
    player: playerRefDtoSchema,
    position: z.int().min(1),
    points: z
      .int()
      .min(0)
      .meta({ description: "Stableford points at the full playing handicap, which the adjustment uses." }),
    before: handicapValueSchema.nullable().meta({ description: "null: the player had no handicap in this sweep." }),
    after: handicapValueSchema.nullable(),
    change: z.number().meta({ description: "after − before in strokes (one decimal); 0 for no change." }),
    reason: z.string().meta({ description: 'e.g. "+0.1: 31 points, below the buffer".' }),
  })
  .meta({ description: "How an event changed a player's handicap." });
export type ResultHandicapRowDto = z.infer<typeof resultHandicapRowDtoSchema>;

/** GET /api/events/results/{eventId} */
export const eventResultsDtoSchema = eventFieldsDtoSchema
  .extend({
    provisional: z
      .boolean()
      .meta({ description: "The event is not closed: OOM points and handicaps show what closing it now would store." }),
    oomPoints: z.array(resultOomRowDtoSchema).meta({
      description:
        "The season's finishers' order-of-merit points, by their position among them (guests are left out unless " +
        "the sweep counts them: docs/golf-rules.md#guests).",
    }),
    cards: z
      .array(resultCardDtoSchema)
      .meta({ description: "The scorecards, best first; cards with no score last, by name." }),
    handicaps: z
      .array(resultHandicapRowDtoSchema)
      .meta({ description: "The season's finishers in finishing order (docs/golf-rules.md#guests)." }),
    matches: z.object({
      count: z.int().min(0).meta({ description: "Virtual matches: every pair of players with a score." }),
      href: z.string().meta({ description: "Every match of this event: GET /api/events/{eventId}/matches." }),
    }),
  })
  .meta({
    description:
      "The spec's Event with its results: order-of-merit points, cards, handicaps and a link to the matches.",
  });
export type EventResultsDto = z.infer<typeof eventResultsDtoSchema>;

/** One virtual match from one player's view (docs/screens-and-api.md#results-rows Match result, docs/golf-rules.md#virtual-match-play). */
export const matchResultDtoSchema = z
  .object({
    opponent: playerRefDtoSchema,
    playerName: z
      .string()
      .meta({ description: "The opponent's name (docs/screens-and-api.md#results-rows Match result)." }),
    outcome: z.enum(["won", "lost", "halved"]),
    won: z.boolean(),
    halved: z.boolean(),
    matchResult: z.int().min(0).meta({ description: "The margin in holes." }),
    hole: z
      .int()
      .min(1)
      .max(HOLES_PER_CARD)
      .meta({ description: "The hole the match was decided on (18 when it went the distance)." }),
    holesRemaining: z.int().min(0),
    resultText: z.string().meta({ description: '"3&2" decided early, "1 up" at the 18th, "A/S" all square.' }),
    strokesReceived: z
      .int()
      .min(0)
      .meta({ description: "Strokes this player receives from the opponent (100% of the difference)." }),
    strokesGiven: z.int().min(0).meta({ description: "Strokes this player gives the opponent." }),
  })
  .meta({ description: "A virtual singles match against one opponent." });
export type MatchResultDto = z.infer<typeof matchResultDtoSchema>;

export const matchPlayerDtoSchema = z
  .object({
    player: playerRefDtoSchema,
    eventHandicap: z.int(),
    wonCount: z.int().min(0),
    lostCount: z.int().min(0),
    halvedCount: z.int().min(0),
    won: z.array(matchResultDtoSchema),
    lost: z.array(matchResultDtoSchema),
    halved: z.array(matchResultDtoSchema),
  })
  .meta({ description: "One player's won, lost and halved matches, each by opponent name." });
export type MatchPlayerDto = z.infer<typeof matchPlayerDtoSchema>;

/** GET /api/events/{eventId}/matches: every starter's matches, for our match play page. */
export const virtualMatchPlayDtoSchema = z
  .object({
    event: eventHeaderDtoSchema,
    matchCount: z.int().min(0),
    players: z.array(matchPlayerDtoSchema).meta({ description: "Every player with a score, by name." }),
  })
  .meta({ description: "Every pair of players in the event played as a match off the handicap difference." });
export type VirtualMatchPlayDto = z.infer<typeof virtualMatchPlayDtoSchema>;

/** A line of an OOM entry (docs/screens-and-api.md#results-rows: each date, position, points). */
const oomEventLineDtoSchema = z.object({
  eventId: z.guid(),
  date: isoDate,
  position: z.int().min(1),
  points: oomPoints,
  counted: z.boolean().meta({ description: "Counts towards the total (false only for events beyond the best N)." }),
});

/** GET /api/sweeps/{sweepId}/order-of-merit: a row (docs/screens-and-api.md#results-rows OOM entry). */
export const oomEntryDtoSchema = z
  .object({
    ...positionFields,
    player: playerRefDtoSchema,
    fullName: z.string(),
    played: z.int().min(0),
    totalPoints: oomPoints,
    events: z
      .array(oomEventLineDtoSchema)
      .meta({ description: "Each closed event the player finished whose column is sent, oldest first." }),
  })
  .meta({ description: "A player's place in the order of merit with their points per event." });
export type OomEntryDto = z.infer<typeof oomEntryDtoSchema>;

export const orderOfMeritDtoSchema = z
  .object({
    sweepId: z.guid(),
    bestN: z
      .int()
      .min(1)
      .nullable()
      .meta({ description: "Only each player's best N events count; null: every event." }),
    events: z
      .array(
        z.object({
          id: z.guid(),
          date: isoDate,
          course: courseRefDtoSchema,
          doublePoints: z.boolean(),
          finishers: z.int().min(0),
        }),
      )
      .meta({
        description:
          "The sweep's closed events whose columns are sent, oldest first: every one but for ?events=latest.",
      }),
    eventCount: z
      .int()
      .min(0)
      .meta({ description: "How many closed events the sweep has: the totals count them all." }),
    entries: z.array(oomEntryDtoSchema),
  })
  .meta({ description: "The sweep's order of merit from the points stored when each event was closed." });
export type OrderOfMeritDto = z.infer<typeof orderOfMeritDtoSchema>;

/** GET /api/sweeps/{sweepId}/order-of-merit?events=latest */
export const orderOfMeritQuerySchema = z.object({
  events: z.enum(["all", "latest"]).optional(),
});

/** GET /api/sweeps/{sweepId}/players/{playerId}/order-of-merit: for a small chart. */
export const oomProgressDtoSchema = z
  .object({
    player: playerRefDtoSchema,
    points: z
      .array(
        z.object({
          eventId: z.guid(),
          date: isoDate,
          played: z.boolean().meta({ description: "The player finished this event." }),
          position: z
            .int()
            .min(1)
            .nullable()
            .meta({ description: "OOM position after this event; null before their first." }),
          totalPoints: oomPoints,
        }),
      )
      .meta({ description: "After each closed event of the sweep, oldest first." }),
  })
  .meta({ description: "A player's order-of-merit position after each event." });
export type OomProgressDto = z.infer<typeof oomProgressDtoSchema>;
