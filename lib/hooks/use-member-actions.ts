import { deleteHandicap, addHandicap, updateHandicap } from "@/lib/contracts/handicaps";
import { approveJoinRequest, declineJoinRequest, removeMember, setMemberRole } from "@/lib/contracts/members";
import { updateCached, useApiMutation } from "./use-api-mutation";
import { memberDetailKey, sweepHandicapsKey, sweepMembersKey } from "./use-sweep-members";

/*
 * The admin writes of the Members page, each declaring once which views of the sweep it changes. Those that change
 * the server-rendered sweep header (member and request counts) refresh the page's server part as well.
 */

const sweepViews = (sweepId: string) => [sweepMembersKey(sweepId), sweepHandicapsKey(sweepId)];
const memberViews = (sweepId: string, memberId: string) => [...sweepViews(sweepId), memberDetailKey(sweepId, memberId)];

export const useApproveRequest = (sweepId: string) =>
  useApiMutation(approveJoinRequest, { revalidate: sweepViews(sweepId), refreshPage: true });

export const useDeclineRequest = (sweepId: string) =>
  useApiMutation(declineJoinRequest, {
    optimistic: ({ playerId }) => [
      updateCached(sweepMembersKey(sweepId), (members) =>
        members.filter((member) => member.approved || member.player.id !== playerId),
      ),
    ],
    refreshPage: true,
  });

export const useAddHandicap = (sweepId: string, memberId: string, playerId: string) =>
  useApiMutation(addHandicap, { params: { sweepId, playerId }, revalidate: memberViews(sweepId, memberId) });

export const useUpdateHandicap = (sweepId: string, memberId: string) =>
  useApiMutation(updateHandicap, { revalidate: memberViews(sweepId, memberId) });

export const useDeleteHandicap = (sweepId: string, memberId: string, handicapId: string) =>
  useApiMutation(deleteHandicap, {
    params: { handicapId },
    optimistic: () => [
      updateCached(memberDetailKey(sweepId, memberId), (member) => ({
        ...member,
        player: { ...member.player, handicaps: member.player.handicaps.filter((entry) => entry.id !== handicapId) },
      })),
      updateCached(sweepHandicapsKey(sweepId), (rows) => rows.filter((row) => row.id !== handicapId)),
    ],
    revalidate: memberViews(sweepId, memberId),
  });

export const useSetMemberRole = (sweepId: string, memberId: string) =>
  useApiMutation(setMemberRole, {
    params: { sweepId, memberId },
    optimistic: ({ isAdmin }) => [
      updateCached(memberDetailKey(sweepId, memberId), (member) => ({ ...member, isAdmin })),
      updateCached(sweepMembersKey(sweepId), (members) =>
        members.map((member) => (member.id === memberId ? { ...member, isAdmin } : member)),
      ),
    ],
    revalidate: memberViews(sweepId, memberId),
  });

export const useRemoveMember = (sweepId: string, memberId: string, playerId: string) =>
  useApiMutation(removeMember, {
    params: { sweepId, playerId },
    optimistic: () => [
      updateCached(sweepMembersKey(sweepId), (members) => members.filter((member) => member.id !== memberId)),
    ],
    revalidate: memberViews(sweepId, memberId),
    refreshPage: true,
  });
