import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { apiFetch } from "./api-client";
import { memberDetailKey, sweepHandicapsKey, sweepMembersKey } from "./use-sweep-members";

/** The admin actions of the Members page; each refreshes every view of the sweep's members it changes. */
export function useMemberActions(sweepId: string) {
  const { mutate } = useSWRConfig();
  const router = useRouter();
  const refresh = async (memberId?: string) => {
    // The server-rendered sweep header counts members and requests too.
    router.refresh();
    await Promise.all([
      mutate(sweepMembersKey(sweepId)),
      mutate(sweepHandicapsKey(sweepId)),
      memberId ? mutate(memberDetailKey(sweepId, memberId)) : Promise.resolve(),
    ]);
  };
  const then = (memberId?: string) => async () => refresh(memberId);

  return {
    approve: (playerId: string) => apiFetch("/api/sweeps/approve", { method: "POST", body: { playerId, sweepId } }).then(then()),
    decline: (playerId: string) => apiFetch("/api/sweeps/decline", { method: "POST", body: { playerId, sweepId } }).then(then()),
    addHandicap: (memberId: string, playerId: string, exact: number) =>
      apiFetch(`/api/sweeps/${sweepId}/players/${playerId}/handicaps`, { method: "POST", body: { handicap: exact } }).then(then(memberId)),
    updateHandicap: (memberId: string, entryId: string, exact: number) =>
      apiFetch("/api/handicaps", { method: "POST", body: { id: entryId, handicap: exact } }).then(then(memberId)),
    deleteHandicap: (memberId: string, entryId: string) =>
      apiFetch(`/api/handicaps/${entryId}`, { method: "DELETE" }).then(then(memberId)),
    setAdmin: (memberId: string, isAdmin: boolean) =>
      apiFetch(`/api/sweeps/${sweepId}/members/${memberId}/role`, { method: "PUT", body: { isAdmin } }).then(then(memberId)),
    remove: (memberId: string, playerId: string) =>
      apiFetch(`/api/sweeps/${sweepId}/players/${playerId}`, { method: "DELETE" }).then(then(memberId)),
  };
}
