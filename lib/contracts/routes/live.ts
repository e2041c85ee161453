import { defineRoute } from "../endpoint";

export const streamEventChanges = defineRoute({
  operationId: "streamEventChanges",
  method: "GET",
  path: "/api/events/{eventId}/stream",
});
