import { deleteHandicap, addHandicap, updateHandicap } from "@/lib/contracts/routes/handicaps";
import {
  approveJoinRequest,
  declineJoinRequest,
  eraseMember,
  removeMember,
  setMemberRole,
  setMemberTreasurer,
} from "@/lib/contracts/routes/members";
import { updateCached, useApiMutation } from "./use-api-mutation";
import { handicapAuditKey, memberDetailKey, sweepHandicapsKey, sweepRosterKey } from "./use-sweep-members";

/*
 * The admin writes of the Members page, each declaring once which views of the sweep it changes. Those that change
 * the server-rendered sweep header (member and request counts) refresh the page's server part as well.
 */

const sweepViews = (sweepId: string) => [sweepRosterKey(sweepId), sweepHandicapsKey(sweepId)];
const memberViews = (sweepId: string, memberId: string) => [...sweepViews(sweepId), memberDetailKey(sweepId, memberId)];
const handicapViews = (sweepId: string, memberId: string, playerId: string) => [
  ...memberViews(sweepId, memberId),
  handicapAuditKey(sweepId, playerId),
];

export const useApproveRequest = (sweepId: string) =>
  useApiMutation(approveJoinRequest, { revalidate: sweepViews(sweepId), refreshPage: true });

export const useDeclineRequest = (sweepId: string) =>
  useApiMutation(declineJoinRequest, {
    optimistic: ({ playerId }) => [
      updateCached(sweepRosterKey(sweepId), (members) =>
        members.filter((member) => member.approved || member.player.id !== playerId),
      ),
    ],
    refreshPage: true,
  });

export const useAddHandicap = (sweepId: string, memberId: string, playerId: string) =>
  useApiMutation(addHandicap, {
    params: { sweepId, playerId },
    revalidate: handicapViews(sweepId, memberId, playerId),
  });

export const useUpdateHandicap = (sweepId: string, memberId: string, playerId: string) =>
  useApiMutation(updateHandicap, { revalidate: handicapViews(sweepId, memberId, playerId) });

/** Withdraws an entry with the reason typed so far (sent as the operation's `reason`). */
export const useWithdrawHandicap = (
  { sweepId, memberId, playerId }: { sweepId: string; memberId: string; playerId: string },
  handicapId: string,
  reason: string,
) =>
  useApiMutation(deleteHandicap, {
    params: { handicapId },
    query: { reason: reason || undefined },
    optimistic: () => [
      updateCached(memberDetailKey(sweepId, memberId), (member) => ({
        ...member,
        player: { ...member.player, handicaps: member.player.handicaps.filter((entry) => entry.id !== handicapId) },
      })),
      updateCached(sweepHandicapsKey(sweepId), (rows) => rows.filter((row) => row.id !== handicapId)),
    ],
    revalidate: handicapViews(sweepId, memberId, playerId),
  });

export const useSetMemberRole = (sweepId: string, memberId: string) =>
  useApiMutation(setMemberRole, {
    params: { sweepId, memberId },
    optimistic: ({ isAdmin }) => [
      updateCached(memberDetailKey(sweepId, memberId), (member) => ({ ...member, isAdmin })),
      updateCached(sweepRosterKey(sweepId), (members) =>
        members.map((member) => (member.id === memberId ? { ...member, isAdmin } : member)),
      ),
    ],
    revalidate: memberViews(sweepId, memberId),
  });

export const useSetMemberTreasurer = (sweepId: string, memberId: string) =>
  useApiMutation(setMemberTreasurer, {
    params: { sweepId, memberId },
    optimistic: ({ isTreasurer }) => [
      updateCached(memberDetailKey(sweepId, memberId), (member) => ({ ...member, isTreasurer })),
    ],
    revalidate: memberViews(sweepId, memberId),
  });

export const useRemoveMember = (sweepId: string, memberId: string, playerId: string) =>
  useApiMutation(removeMember, {
    params: { sweepId, playerId },
    optimistic: () => [
      updateCached(sweepRosterKey(sweepId), (members) => members.filter((member) => member.id !== memberId)),
    ],
    revalidate: memberViews(sweepId, memberId),
    refreshPage: true,
  });

/** The owner erases a member's personal data at their request; their row stays as "Former member". */
export const useEraseMember = (sweepId: string, memberId: string, playerId: string) =>
  useApiMutation(eraseMember, {
    params: { sweepId, playerId },
    optimistic: () => [
      updateCached(sweepRosterKey(sweepId), (members) => members.filter((member) => member.id !== memberId)),
    ],
    revalidate: memberViews(sweepId, memberId),
    refreshPage: true,
  });
