import { defineRoute } from "../endpoint";

export const addEventPlayer = defineRoute({
  operationId: "addEventPlayer",
  method: "POST",
  path: "/api/events/{eventId}/players/{playerId}",
});

export const removeEventPlayer = defineRoute({
  operationId: "removeEventPlayer",
  method: "DELETE",
  path: "/api/events/{eventId}/players/{playerId}",
});

export const enterEvent = defineRoute({ operationId: "enterEvent", method: "POST", path: "/api/entries/enter" });

export const withdrawFromEvent = defineRoute({
  operationId: "withdrawFromEvent",
  method: "POST",
  path: "/api/entries/withdraw",
});

export const enterPlayer = defineRoute({
  operationId: "enterPlayer",
  method: "POST",
  path: "/api/entries/player/enter",
});

export const deleteEntry = defineRoute({ operationId: "deleteEntry", method: "POST", path: "/api/entries/delete" });

export const setEventPlayerTee = defineRoute({
  operationId: "setEventPlayerTee",
  method: "PUT",
  path: "/api/events/{eventId}/players/{playerId}/tee",
});
