import { defineRoute } from "../endpoint";

export const addEventGuest = defineRoute({
  operationId: "addEventGuest",
  method: "POST",
  path: "/api/events/{eventId}/guests",
});

export const linkGuestHistory = defineRoute({
  operationId: "linkGuestHistory",
  method: "POST",
  path: "/api/sweeps/{sweepId}/players/{playerId}/guest-history",
});
