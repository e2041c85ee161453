import { defineRoute } from "../endpoint";

export const listSweeps = defineRoute({ operationId: "listSweeps", method: "GET", path: "/api/sweeps" });

export const createSweep = defineRoute({ operationId: "createSweep", method: "POST", path: "/api/sweeps/createSweep" });

export const getSweep = defineRoute({ operationId: "getSweep", method: "GET", path: "/api/sweeps/{sweepId}" });

export const listSweepEvents = defineRoute({
  operationId: "listSweepEvents",
  method: "GET",
  path: "/api/sweeps/{sweepId}/events",
});

export const setSweepTimeZone = defineRoute({
  operationId: "setSweepTimeZone",
  method: "PUT",
  path: "/api/sweeps/{sweepId}/time-zone",
});
