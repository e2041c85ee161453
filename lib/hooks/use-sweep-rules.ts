import {
  getSweepRules,
  previewSweepRules,
  recomputeSweepResults,
  updateSweepRules,
} from "@/lib/contracts/routes/rules";
import type { SweepRulesPageDto } from "@/lib/validation/rules";
import { cacheKey, fetcherOf } from "./api-client";
import { useServerData } from "./use-server-data";
import { useApiMutation } from "./use-api-mutation";

/*
 * The rules page (docs/screens-and-api.md#rules): the rules and their audit, the owner's preview, save and recompute.
 * A save and a recompute change the audit, and a recompute the order of merit, which is read again when shown.
 */
export const sweepRulesKey = (sweepId: string) => cacheKey(getSweepRules, { sweepId });

export const useSweepRules = (sweepId: string, fallbackData: SweepRulesPageDto) =>
  useServerData(sweepRulesKey(sweepId), fetcherOf(getSweepRules), fallbackData);

export const usePreviewRules = (sweepId: string) => useApiMutation(previewSweepRules, { params: { sweepId } });

export const useSaveRules = (sweepId: string) =>
  useApiMutation(updateSweepRules, { params: { sweepId }, revalidate: [sweepRulesKey(sweepId)] });

export const useRecompute = (sweepId: string) =>
  useApiMutation(recomputeSweepResults, { params: { sweepId }, revalidate: [sweepRulesKey(sweepId)] });
