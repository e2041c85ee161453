import useSWR from "swr";
import { listSweepHandicapAudit, listSweepHandicapHistory } from "@/lib/contracts/routes/handicaps";
import { getMemberHandicaps, listSweepRoster } from "@/lib/contracts/routes/members";
import type { HandicapAuditRowDto, HandicapHistoryRowDto } from "@/lib/validation/handicaps";
import type { MemberDetailDto, SweepRosterDto } from "@/lib/validation/members";
import { type ApiError, type CacheKey, cacheKey, fetcherOf } from "./api-client";
import { useServerData } from "./use-server-data";

export const sweepRosterKey = (sweepId: string) => cacheKey(listSweepRoster, { sweepId });
export const sweepHandicapsKey = (sweepId: string) => cacheKey(listSweepHandicapHistory, { sweepId });
export const handicapAuditKey = (sweepId: string, playerId: string): CacheKey<HandicapAuditRowDto[]> =>
  `${cacheKey(listSweepHandicapAudit, { sweepId })}?playerId=${encodeURIComponent(playerId)}`;
export const memberDetailKey = (sweepId: string, memberId: string) =>
  cacheKey(getMemberHandicaps, { sweepId, memberId });

/**
 * Members and pending requests, without their histories (the roster); the server page's data, when it sent them, is
 * the fallback, so the first paint needs no fetch (sweep/details sends them only when its Members tab is the one opened).
 */
export const useSweepRoster = (sweepId: string, fallbackData: SweepRosterDto | undefined) =>
  useServerData(sweepRosterKey(sweepId), fetcherOf(listSweepRoster), fallbackData);

/** Every member's handicap history: ten seasons are thousands of rows, so it is read only once the view is opened. */
export const useSweepHandicapHistory = (sweepId: string) =>
  useSWR<HandicapHistoryRowDto[], ApiError>(sweepHandicapsKey(sweepId), fetcherOf(listSweepHandicapHistory));

export const useMemberDetail = (sweepId: string, memberId: string | null) =>
  useSWR<MemberDetailDto, ApiError>(
    memberId ? memberDetailKey(sweepId, memberId) : null,
    fetcherOf(getMemberHandicaps),
  );

/** One member's handicap audit (owner and admins): withdrawn and corrected entries too. */
export const useHandicapAudit = (sweepId: string, playerId: string) =>
  useSWR<HandicapAuditRowDto[], ApiError>(handicapAuditKey(sweepId, playerId), fetcherOf(listSweepHandicapAudit));
