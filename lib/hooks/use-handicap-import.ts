import { importHandicaps } from "@/lib/contracts/routes/handicaps";
import { useApiMutation } from "./use-api-mutation";
import { sweepHandicapsKey, sweepRosterKey } from "./use-sweep-members";

/** Handicaps in bulk: the same call previews (commit false) and writes (commit true); a write refreshes the members. */
export const useHandicapImport = (sweepId: string) =>
  useApiMutation(importHandicaps, {
    params: { sweepId },
    revalidate: [sweepRosterKey(sweepId), sweepHandicapsKey(sweepId)],
  });
