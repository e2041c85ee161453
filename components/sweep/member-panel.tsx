"use client";

import { useState } from "react";
import {
  useAddHandicap,
  useEraseMember,
  useRemoveMember,
  useSetMemberRole,
  useSetMemberTreasurer,
} from "@/lib/hooks/use-member-actions";
import { useMemberDetail } from "@/lib/hooks/use-sweep-members";
import type { MemberDetailDto } from "@/lib/validation/members";
import { HandicapAuditList } from "../handicap/handicap-audit-list";
import { HandicapChart } from "../handicap/handicap-chart";
import { HandicapEntryList } from "../handicap/handicap-entry-list";
import { HandicapInputForm } from "../handicap/handicap-input-form";
import { HandicapValue } from "../handicap/handicap-value";
import { ClaimInvitationForm } from "../player/claim-invitation-form";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { TypeToConfirmDialog } from "../ui/type-to-confirm-dialog";
import { LoadingBlock } from "../ui/skeleton";

type Props = {
  sweepId: string;
  memberId: string;
  canManage: boolean;
  isViewerOwner: boolean;
  timeZone: string;
  onRemoved: () => void;
};

/** The side panel of one member: handicap chart and history; for admins, add/edit/delete and membership. */
export function MemberPanel({ sweepId, memberId, canManage, isViewerOwner, timeZone, onRemoved }: Props) {
  const { data: member, error: loadError } = useMemberDetail(sweepId, memberId);
  // A failed refresh keeps what is already shown; only a panel with nothing to show says it could not load.
  if (!member)
    return loadError ? <Alert tone="error">{loadError.message}</Alert> : <LoadingBlock label="Loading…" lines={5} />;

  const isCurrent = member.approved && member.removedAt === null;
  return (
    <>
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm text-stone-600">
          {member.isOwner ? "Owner" : member.isAdmin ? "Admin" : isCurrent ? "Member" : "Former member"}
          {member.isTreasurer && isCurrent ? " · Treasurer" : null}
          {member.player.userId === null ? " · No account" : null}
        </p>
        <p className="text-xl">
          <HandicapValue playing={member.player.currentHandicap} exact={member.player.currentExactHandicap} />
        </p>
      </div>
      <HandicapChart entries={member.player.handicaps} timeZone={timeZone} />
      {canManage && isCurrent ? <AddHandicapForm sweepId={sweepId} member={member} /> : null}
      <HandicapEntryList
        entries={member.player.handicaps}
        canManage={canManage}
        member={{ sweepId, memberId, playerId: member.player.id, fullName: member.player.fullName, timeZone }}
      />
      {canManage ? <HandicapAuditList sweepId={sweepId} playerId={member.player.id} timeZone={timeZone} /> : null}
      {canManage && isCurrent && member.player.userId === null ? (
        <ClaimInvitationForm sweepId={sweepId} memberId={member.id} name={member.player.fullName} timeZone={timeZone} />
      ) : null}
      {canManage && isCurrent && !member.isOwner ? (
        <MembershipActions sweepId={sweepId} member={member} canSetRole={isViewerOwner} onRemoved={onRemoved} />
      ) : null}
    </>
  );
}

function AddHandicapForm({ sweepId, member }: { sweepId: string; member: MemberDetailDto }) {
  const add = useAddHandicap(sweepId, member.id, member.player.id);
  return (
    <HandicapInputForm
      label="New handicap"
      submitLabel="Add"
      mutation={add}
      onSubmit={async ({ exact, reason }) => (await add.trigger({ handicap: exact, reason })).ok}
    />
  );
}

type MembershipProps = { sweepId: string; member: MemberDetailDto; canSetRole: boolean; onRemoved: () => void };

/**
 * Role and membership: taking the admin role away and removing someone both ask first; making an admin does not. The
 * owner may also erase a member who asks, after typing their name.
 */
function MembershipActions({ sweepId, member, canSetRole, onRemoved }: MembershipProps) {
  const setRole = useSetMemberRole(sweepId, member.id);
  const setTreasurer = useSetMemberTreasurer(sweepId, member.id);
  const remove = useRemoveMember(sweepId, member.id, member.player.id);
  const erase = useEraseMember(sweepId, member.id, member.player.id);
  const [confirming, setConfirming] = useState<"demote" | "remove" | "erase" | null>(null);
  const name = member.player.fullName;
  const close = () => {
    setConfirming(null);
    setRole.reset();
    setTreasurer.reset();
    remove.reset();
    erase.reset();
  };

  return (
    <div className="space-y-3 border-t border-stone-200 pt-4">
      {setRole.error && !confirming ? <Alert tone="error">{setRole.error.message}</Alert> : null}
      {setTreasurer.error ? <Alert tone="error">{setTreasurer.error.message}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        {canSetRole ? (
          <Button
            variant="secondary"
            busy={setRole.isMutating && !confirming}
            onClick={() => (member.isAdmin ? setConfirming("demote") : setRole.trigger({ isAdmin: true }))}
          >
            {member.isAdmin ? "Remove admin role" : "Make admin"}
          </Button>
        ) : null}
        {/* The owner and admins keep the books already; a treasurer is a member given only that. */}
        {canSetRole && !member.isAdmin ? (
          <Button
            variant="secondary"
            busy={setTreasurer.isMutating}
            onClick={() => setTreasurer.trigger({ isTreasurer: !member.isTreasurer })}
          >
            {member.isTreasurer ? "Remove treasurer role" : "Make treasurer"}
          </Button>
        ) : null}
        <Button variant="secondary" className="text-red-700" onClick={() => setConfirming("remove")}>
          Remove from sweep
        </Button>
        {canSetRole ? (
          <Button variant="secondary" className="text-red-700" onClick={() => setConfirming("erase")}>
            Erase personal data
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming === "demote"}
        onOpenChange={(open) => (open ? null : close())}
        title={`Take the admin role away from ${name}?`}
        description="They stay a member, but can no longer approve requests, record handicaps or run events."
        confirmLabel={`Take admin away from ${name}`}
        busy={setRole.isMutating}
        error={setRole.error?.message}
        onConfirm={async () => {
          if ((await setRole.trigger({ isAdmin: false })).ok) close();
        }}
      />
      <ConfirmDialog
        open={confirming === "remove"}
        onOpenChange={(open) => (open ? null : close())}
        title={`Remove ${name} from the sweep?`}
        description="Their cards, results and handicap history stay; only the membership ends."
        confirmLabel={`Remove ${name}`}
        busy={remove.isMutating}
        error={remove.error?.message}
        onConfirm={async () => {
          if ((await remove.trigger()).ok) {
            close();
            onRemoved();
          }
        }}
      />
      <TypeToConfirmDialog
        open={confirming === "erase"}
        onOpenChange={(open) => (open ? null : close())}
        title={`Erase ${name}'s personal data?`}
        description={
          "Only when they have asked. Their account, name and email go for good, in every sweep; their past cards " +
          "stay in the results as “Former member”, so no one else's positions change. This cannot be undone."
        }
        label="Type their name to confirm"
        expected={name}
        confirmLabel={`Erase ${name}`}
        busy={erase.isMutating}
        error={erase.error?.message}
        onConfirm={async (typed) => {
          if ((await erase.trigger({ confirmation: typed })).ok) {
            close();
            onRemoved();
          }
        }}
      />
    </div>
  );
}
