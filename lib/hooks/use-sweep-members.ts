import useSWR from "swr";
import type { HandicapHistoryRowDto } from "@/lib/validation/handicaps";
import type { MemberDetailDto, SweepMembersDto } from "@/lib/validation/members";
import { swrFetcher } from "./api-client";

export const sweepMembersKey = (sweepId: string) => `/api/sweeps/${sweepId}/members`;
export const sweepHandicapsKey = (sweepId: string) => `/api/sweeps/${sweepId}/handicaps`;
export const memberDetailKey = (sweepId: string, memberId: string) => `/api/sweeps/${sweepId}/members/${memberId}`;

/** Members and pending requests; the server page's data is the fallback, so the first paint needs no fetch. */
export const useSweepMembers = (sweepId: string, fallbackData: SweepMembersDto) =>
  useSWR<SweepMembersDto>(sweepMembersKey(sweepId), swrFetcher, { fallbackData });

export const useSweepHandicapHistory = (sweepId: string, fallbackData: HandicapHistoryRowDto[]) =>
  useSWR<HandicapHistoryRowDto[]>(sweepHandicapsKey(sweepId), swrFetcher, { fallbackData });

export const useMemberDetail = (sweepId: string, memberId: string | null) =>
  useSWR<MemberDetailDto>(memberId ? memberDetailKey(sweepId, memberId) : null, swrFetcher);
