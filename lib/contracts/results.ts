import { z } from "zod";
import { eventParamsSchema } from "@/lib/validation/events";
import {
  eventLeaderboardDtoSchema,
  eventResultsDtoSchema,
  leaderboardEntryDtoSchema,
  matchResultDtoSchema,
  oomProgressDtoSchema,
  orderOfMeritDtoSchema,
  orderOfMeritQuerySchema,
  specLeaderboardRowDtoSchema,
  sweepPlayerParamsSchema,
  virtualMatchPlayDtoSchema,
} from "@/lib/validation/results";
import { RECENT_EVENT_COLUMNS } from "@/lib/order-of-merit-lines";
import { sweepParamsSchema } from "@/lib/validation/sweeps";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/results";

const CSV = "text/csv";
const CSV_NOTE =
  "RFC 4180 CSV (UTF-8, CRLF) sent as an attachment with a file name; a cell starting with = + - @ is prefixed with ' so that " +
  "a spreadsheet never runs it as a formula.";

export const getSweepLeaderboard = defineEndpoint({
  ...route.getSweepLeaderboard,
  family: "spec",
  etag: true,
  tag: "Results",
  access: "member",
  summary:
    "Top-five leaderboard: each member's best five card totals of closed events, ranked 1, 2, 2, 4 (docs/golf-rules.md#top-five-leaderboard)",
  params: sweepParamsSchema,
  response: {
    status: 200,
    schema: z.array(leaderboardEntryDtoSchema),
    description: "Leaderboard entries, best first; ties by name.",
  },
});

export const getSweepLeaderboardCsv = defineEndpoint({
  ...route.getSweepLeaderboardCsv,
  family: "extension",
  tag: "Results",
  access: "member",
  summary: "The top-five leaderboard as CSV",
  description: CSV_NOTE,
  params: sweepParamsSchema,
  response: {
    status: 200,
    contentType: CSV,
    description: "Rank, player, total of top scores and the five card totals.",
  },
});

export const getEventLeaderboard = defineEndpoint({
  ...route.getEventLeaderboard,
  family: "spec",
  etag: true,
  tag: "Results",
  access: "member",
  summary: "Event leaderboard (event/leaderboard): player, hole (holes played) and points, from the scores so far",
  description:
    "A list of rows ranked by points with countback (docs/golf-rules.md#stableford-countback), players without a " +
    "score last by name; each row also carries its position (shared as T3), the player's and the card's ids.",
  params: eventParamsSchema,
  response: {
    status: 200,
    schema: z.array(specLeaderboardRowDtoSchema),
    description: "The leaderboard now, best first.",
  },
});

export const getLiveLeaderboard = defineEndpoint({
  ...route.getLiveLeaderboard,
  family: "extension",
  etag: true,
  tag: "Results",
  access: "member",
  summary: "Live event leaderboard with the event's header: position (shared as T3), player, thru, points",
  description:
    "The leaderboard GET /api/leaderboard/{eventId} lists, built once per change of the field; the event stream " +
    "pushes the same answer (docs/screens-and-api.md#results).",
  params: eventParamsSchema,
  response: { status: 200, schema: eventLeaderboardDtoSchema, description: "The leaderboard now." },
});

export const getEventResults = defineEndpoint({
  ...route.getEventResults,
  family: "spec",
  etag: true,
  tag: "Results",
  access: "member",
  summary: "An event's results: order-of-merit points, cards with Out/In/L6/L3 and countback, handicap changes and why",
  description:
    "The spec's Event with oomPoints and cards (each with the Scorecard's id). Before the event is closed the OOM " +
    "points and handicaps are provisional: what closing it now would store.",
  params: eventParamsSchema,
  response: { status: 200, schema: eventResultsDtoSchema, description: "The event with its results." },
});

export const getEventResultsCsv = defineEndpoint({
  ...route.getEventResultsCsv,
  family: "extension",
  tag: "Results",
  access: "member",
  summary:
    "An event's results as CSV: position, player, handicap, Out, In, L6, L3, points, gross, nett, OOM points and, once closed, what each won",
  description: CSV_NOTE,
  params: eventParamsSchema,
  response: { status: 200, contentType: CSV, description: "One row per card, best first." },
});

export const getVirtualMatchPlay = defineEndpoint({
  ...route.getVirtualMatchPlay,
  family: "spec",
  etag: true,
  tag: "Results",
  access: "member",
  summary:
    "The caller's virtual matches: one per other starter, off 100% of the handicap difference (docs/golf-rules.md#virtual-match-play)",
  description:
    "A list of Match results (won, then halved, then lost; each by opponent name): playerName is the opponent, " +
    "matchResult the margin in holes and hole the hole it was decided on, so the result reads margin & (18 − hole). " +
    "Empty when the caller has no score in the event. Every starter's matches: GET /api/events/{eventId}/matches.",
  params: eventParamsSchema,
  response: {
    status: 200,
    schema: z.array(matchResultDtoSchema),
    description: "The caller's matches.",
  },
});

export const getEventMatches = defineEndpoint({
  ...route.getEventMatches,
  family: "extension",
  etag: true,
  tag: "Results",
  access: "member",
  summary:
    "Virtual match play: every pair of players with a score, off 100% of the handicap difference (docs/golf-rules.md#virtual-match-play)",
  params: eventParamsSchema,
  response: {
    status: 200,
    schema: virtualMatchPlayDtoSchema,
    description: "Each player's won, lost and halved matches.",
  },
});

export const getOrderOfMerit = defineEndpoint({
  ...route.getOrderOfMerit,
  family: "extension",
  etag: true,
  tag: "Results",
  access: "member",
  summary: "The sweep's order of merit: position, player, played, points and each event's position and points",
  description:
    "Under a best-N rule every event is listed and counted says which ones make the total. With " +
    `?events=latest, only the latest ${RECENT_EVENT_COLUMNS} events' columns are sent (their headings and each ` +
    "player's lines for them), as the sweep's pages show them until asked for all; the totals still count every event.",
  params: sweepParamsSchema,
  query: orderOfMeritQuerySchema,
  response: { status: 200, schema: orderOfMeritDtoSchema, description: "The order of merit." },
});

export const getOrderOfMeritCsv = defineEndpoint({
  ...route.getOrderOfMeritCsv,
  family: "extension",
  tag: "Results",
  access: "member",
  summary: "The order of merit as CSV, one column per closed event",
  description: CSV_NOTE,
  params: sweepParamsSchema,
  response: {
    status: 200,
    contentType: CSV,
    description: "Position, player, played, total, then the points of each event.",
  },
});

export const getPlayerOomProgress = defineEndpoint({
  ...route.getPlayerOomProgress,
  family: "extension",
  etag: true,
  tag: "Results",
  access: "member",
  summary: "A player's order-of-merit position after each closed event of the sweep (for a chart)",
  params: sweepPlayerParamsSchema,
  response: { status: 200, schema: oomProgressDtoSchema, description: "Position and total after each event." },
});
