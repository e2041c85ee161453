import { setSweepTimeZone } from "@/lib/contracts/routes/sweeps";
import { useApiMutation } from "./use-api-mutation";

/** The owner sets the sweep's time zone; the server-rendered pages are read again, since their times follow it. */
export const useSetSweepTimeZone = (sweepId: string) =>
  useApiMutation(setSweepTimeZone, { params: { sweepId }, refreshPage: true });
