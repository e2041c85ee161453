"use client";

import { useState } from "react";
import { ApiError } from "@/lib/hooks/api-client";
import type { useMemberActions } from "@/lib/hooks/use-member-actions";
import { useMemberDetail } from "@/lib/hooks/use-sweep-members";
import { HandicapChart } from "../handicap/handicap-chart";
import { HandicapEntryList } from "../handicap/handicap-entry-list";
import { HandicapInputForm } from "../handicap/handicap-input-form";
import { HandicapValue } from "../handicap/handicap-value";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";

type Props = {
  sweepId: string;
  memberId: string;
  canManage: boolean;
  isViewerOwner: boolean;
  actions: ReturnType<typeof useMemberActions>;
  onRemoved: () => void;
};

/** The side panel of one member: handicap chart and history; for admins, add/edit/delete and membership. */
export function MemberPanel({ sweepId, memberId, canManage, isViewerOwner, actions, onRemoved }: Props) {
  const { data: member, error: loadError } = useMemberDetail(sweepId, memberId);
  const [error, setError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  if (loadError) return <Alert tone="error">{loadError instanceof ApiError ? loadError.message : "Could not load this member."}</Alert>;
  if (!member) return <p className="text-stone-600">Loading…</p>;

  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "Something went wrong.");
    }
  };
  const isCurrent = member.approved && member.removedAt === null;

  return (
    <>
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm text-stone-600">{member.isOwner ? "Owner" : member.isAdmin ? "Admin" : isCurrent ? "Member" : "Former member"}</p>
        <p className="text-xl">
          <HandicapValue playing={member.player.currentHandicap} exact={member.player.currentExactHandicap} />
        </p>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <HandicapChart entries={member.handicaps} />
      {canManage && isCurrent ? (
        <HandicapInputForm label="New handicap" submitLabel="Add" onSubmit={(exact) => actions.addHandicap(memberId, member.player.id, exact)} />
      ) : null}
      <HandicapEntryList
        entries={member.handicaps}
        canManage={canManage}
        onUpdate={(entryId, exact) => actions.updateHandicap(memberId, entryId, exact)}
        onDelete={(entryId) => run(() => actions.deleteHandicap(memberId, entryId))}
      />
      {canManage && isCurrent && !member.isOwner ? (
        <div className="flex flex-wrap gap-2 border-t border-stone-200 pt-4">
          {isViewerOwner ? (
            <Button variant="secondary" onClick={() => run(() => actions.setAdmin(memberId, !member.isAdmin))}>
              {member.isAdmin ? "Remove admin role" : "Make admin"}
            </Button>
          ) : null}
          {confirmRemove ? (
            <Button variant="danger" onClick={() => run(async () => { await actions.remove(memberId, member.player.id); onRemoved(); })}>
              Confirm: remove {member.player.fullName}
            </Button>
          ) : (
            <Button variant="secondary" className="text-red-700" onClick={() => setConfirmRemove(true)}>
              Remove from sweep
            </Button>
          )}
        </div>
      ) : null}
      {confirmRemove ? <p className="text-sm text-stone-600">Their cards, results and handicap history stay; only the membership ends.</p> : null}
    </>
  );
}
