import { defineRoute } from "../endpoint";

export const listEvents = defineRoute({ operationId: "listEvents", method: "GET", path: "/api/events" });

export const createEvent = defineRoute({ operationId: "createEvent", method: "POST", path: "/api/events" });

export const getEvent = defineRoute({ operationId: "getEvent", method: "GET", path: "/api/events/{eventId}" });

export const updateEvent = defineRoute({ operationId: "updateEvent", method: "PUT", path: "/api/events/{eventId}" });

export const deleteEvent = defineRoute({ operationId: "deleteEvent", method: "DELETE", path: "/api/events/{eventId}" });

export const listEventGroups = defineRoute({
  operationId: "listEventGroups",
  method: "GET",
  path: "/api/events/{eventId}/groups",
});

export const listEventEntries = defineRoute({
  operationId: "listEventEntries",
  method: "GET",
  path: "/api/events/{eventId}/entries",
});

export const listEventCards = defineRoute({
  operationId: "listEventCards",
  method: "GET",
  path: "/api/events/{eventId}/cards",
});

export const drawEvent = defineRoute({ operationId: "drawEvent", method: "POST", path: "/api/events/draw/{eventId}" });

export const closeEvent = defineRoute({
  operationId: "closeEvent",
  method: "POST",
  path: "/api/events/close/{eventId}",
});

export const getCloseCheck = defineRoute({
  operationId: "getCloseCheck",
  method: "GET",
  path: "/api/events/{eventId}/close-check",
});

export const reopenEvent = defineRoute({
  operationId: "reopenEvent",
  method: "POST",
  path: "/api/events/reopen/{eventId}",
});

export const setEventStart = defineRoute({
  operationId: "setEventStart",
  method: "PUT",
  path: "/api/events/{eventId}/start",
});

export const editDraw = defineRoute({
  operationId: "editDraw",
  method: "POST",
  path: "/api/events/{eventId}/draw/edits",
});
