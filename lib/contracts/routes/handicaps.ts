import { defineRoute } from "../endpoint";

export const listSweepHandicapHistory = defineRoute({
  operationId: "listSweepHandicapHistory",
  method: "GET",
  path: "/api/sweeps/{sweepId}/handicaps",
});

export const addHandicap = defineRoute({
  operationId: "addHandicap",
  method: "POST",
  path: "/api/sweeps/{sweepId}/players/{playerId}/handicaps",
});

export const updateHandicap = defineRoute({ operationId: "updateHandicap", method: "POST", path: "/api/handicaps" });

export const deleteHandicap = defineRoute({
  operationId: "deleteHandicap",
  method: "DELETE",
  path: "/api/handicaps/{handicapId}",
});

export const listSweepHandicapAudit = defineRoute({
  operationId: "listSweepHandicapAudit",
  method: "GET",
  path: "/api/sweeps/{sweepId}/handicaps/audit",
});

export const importHandicaps = defineRoute({
  operationId: "importHandicaps",
  method: "POST",
  path: "/api/sweeps/{sweepId}/handicaps/import",
});

export const exportHandicapsCsv = defineRoute({
  operationId: "exportHandicapsCsv",
  method: "GET",
  path: "/api/sweeps/{sweepId}/handicaps/csv",
});
