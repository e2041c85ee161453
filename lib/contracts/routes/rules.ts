import { defineRoute } from "../endpoint";

export const getSweepRules = defineRoute({
  operationId: "getSweepRules",
  method: "GET",
  path: "/api/sweeps/{sweepId}/rules",
});

export const updateSweepRules = defineRoute({
  operationId: "updateSweepRules",
  method: "PUT",
  path: "/api/sweeps/{sweepId}/rules",
});

export const previewSweepRules = defineRoute({
  operationId: "previewSweepRules",
  method: "POST",
  path: "/api/sweeps/{sweepId}/rules/preview",
});

export const recomputeSweepResults = defineRoute({
  operationId: "recomputeSweepResults",
  method: "POST",
  path: "/api/sweeps/{sweepId}/rules/recompute",
});

export const getPlayerExplanation = defineRoute({
  operationId: "getPlayerExplanation",
  method: "GET",
  path: "/api/sweeps/{sweepId}/players/{playerId}/explanation",
});
