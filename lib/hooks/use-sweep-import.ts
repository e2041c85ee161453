import { importSweep } from "@/lib/contracts/routes/sweep-transfer";
import { useApiMutation } from "./use-api-mutation";

/** Import a sweep: the same call previews (commit false) and writes (commit true) the new sweep. */
export const useSweepImport = () => useApiMutation(importSweep, {});
