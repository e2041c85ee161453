import { defineRoute } from "../endpoint";

export const getSweepLeaderboard = defineRoute({
  operationId: "getSweepLeaderboard",
  method: "GET",
  path: "/api/sweeps/{sweepId}/leaderboard",
});

export const getSweepLeaderboardCsv = defineRoute({
  operationId: "getSweepLeaderboardCsv",
  method: "GET",
  path: "/api/sweeps/{sweepId}/leaderboard/csv",
});

export const getEventLeaderboard = defineRoute({
  operationId: "getEventLeaderboard",
  method: "GET",
  path: "/api/leaderboard/{eventId}",
});

export const getLiveLeaderboard = defineRoute({
  operationId: "getLiveLeaderboard",
  method: "GET",
  path: "/api/events/{eventId}/leaderboard",
});

export const getEventResults = defineRoute({
  operationId: "getEventResults",
  method: "GET",
  path: "/api/events/results/{eventId}",
});

export const getEventResultsCsv = defineRoute({
  operationId: "getEventResultsCsv",
  method: "GET",
  path: "/api/events/results/{eventId}/csv",
});

export const getVirtualMatchPlay = defineRoute({
  operationId: "getVirtualMatchPlay",
  method: "GET",
  path: "/api/virtualmatchplay/{eventId}",
});

export const getEventMatches = defineRoute({
  operationId: "getEventMatches",
  method: "GET",
  path: "/api/events/{eventId}/matches",
});

export const getOrderOfMerit = defineRoute({
  operationId: "getOrderOfMerit",
  method: "GET",
  path: "/api/sweeps/{sweepId}/order-of-merit",
});

export const getOrderOfMeritCsv = defineRoute({
  operationId: "getOrderOfMeritCsv",
  method: "GET",
  path: "/api/sweeps/{sweepId}/order-of-merit/csv",
});

export const getPlayerOomProgress = defineRoute({
  operationId: "getPlayerOomProgress",
  method: "GET",
  path: "/api/sweeps/{sweepId}/players/{playerId}/order-of-merit",
});
