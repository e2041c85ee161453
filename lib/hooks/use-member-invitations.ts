import useSWR from "swr";
import { adoptCourseVersionEvents } from "@/lib/contracts/routes/courses";
import {
  addMember,
  claimPlayer,
  createClaimInvitation,
  createSweepInvite,
  listSweepInvites,
  openSweepInvite,
  revokeSweepInvite,
} from "@/lib/contracts/routes/members";
import { cacheKey, fetcherOf } from "./api-client";
import { useApiMutation } from "./use-api-mutation";
import { sweepHandicapsKey, sweepRosterKey } from "./use-sweep-members";

/*
 * Bringing people in: members added without an account, their claim links, and the sweep's invite links. Opening a
 * link (join or claim) changes the caller's own standing, so those writes refresh the server-rendered page.
 */

export const sweepInvitesKey = (sweepId: string) => cacheKey(listSweepInvites, { sweepId });

export const useSweepInvites = (sweepId: string) => useSWR(sweepInvitesKey(sweepId), fetcherOf(listSweepInvites));

export const useAddMember = (sweepId: string) =>
  useApiMutation(addMember, {
    params: { sweepId },
    revalidate: [sweepRosterKey(sweepId), sweepHandicapsKey(sweepId)],
    refreshPage: true,
  });

export const useCreateClaimInvitation = (sweepId: string, memberId: string) =>
  useApiMutation(createClaimInvitation, { params: { sweepId, memberId } });

export const useCreateSweepInvite = (sweepId: string) =>
  useApiMutation(createSweepInvite, { params: { sweepId }, revalidate: [sweepInvitesKey(sweepId)] });

// Not optimistic: the link's row holds the confirmation, which must stay (busy, then any refusal) until the
// server has revoked it; a row removed at once took the dialog with it while the link still worked.
export const useRevokeSweepInvite = (sweepId: string, inviteId: string) =>
  useApiMutation(revokeSweepInvite, {
    params: { sweepId, inviteId },
    revalidate: [sweepInvitesKey(sweepId)],
  });

export const useOpenSweepInvite = (token: string) => useApiMutation(openSweepInvite, { params: { token } });

export const useClaimPlayer = (token: string) => useApiMutation(claimPlayer, { params: { token } });

export const useAdoptCourseVersion = (courseId: string) =>
  useApiMutation(adoptCourseVersionEvents, { params: { courseId }, refreshPage: true });
