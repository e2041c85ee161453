import { defineRoute } from "../endpoint";

export const exportSweep = defineRoute({
  operationId: "exportSweep",
  method: "GET",
  path: "/api/sweeps/{sweepId}/export",
});

export const importSweep = defineRoute({ operationId: "importSweep", method: "POST", path: "/api/sweeps/import" });
