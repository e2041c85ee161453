import { defineRoute } from "../endpoint";

export const getScorecard = defineRoute({
  operationId: "getScorecard",
  method: "GET",
  path: "/api/scorecards/{cardId}",
});

export const getEventCard = defineRoute({
  operationId: "getEventCard",
  method: "GET",
  path: "/api/events/{eventId}/cards/{cardId}",
});

export const putCardScore = defineRoute({
  operationId: "putCardScore",
  method: "PUT",
  path: "/api/cards/{cardId}/scores/{scoreId}",
});

export const updateScore = defineRoute({ operationId: "updateScore", method: "POST", path: "/api/scores" });

export const createCard = defineRoute({ operationId: "createCard", method: "POST", path: "/api/scores/createCard" });

export const updateScorecard = defineRoute({
  operationId: "updateScorecard",
  method: "POST",
  path: "/api/scorecards/update",
});

export const signCard = defineRoute({
  operationId: "signCard",
  method: "POST",
  path: "/api/cards/{cardId}/signatures",
});

export const listCardChanges = defineRoute({
  operationId: "listCardChanges",
  method: "GET",
  path: "/api/cards/{cardId}/changes",
});

export const getPlay = defineRoute({ operationId: "getPlay", method: "GET", path: "/api/entries/play/{eventId}" });
