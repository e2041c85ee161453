"use client";

import { useState } from "react";
import { matchesName } from "@/lib/name-filter";
import { useMemberActions } from "@/lib/hooks/use-member-actions";
import { useSweepHandicapHistory, useSweepMembers } from "@/lib/hooks/use-sweep-members";
import type { HandicapHistoryRowDto } from "@/lib/validation/handicaps";
import type { SweepMembersDto } from "@/lib/validation/members";
import { HandicapHistoryTable } from "../handicap/handicap-history-table";
import { SidePanel } from "../ui/side-panel";
import { Tabs } from "../ui/tabs";
import { TextField } from "../ui/text-field";
import { JoinRequests } from "./join-requests";
import { MemberList } from "./member-list";
import { MemberPanel } from "./member-panel";

type Props = {
  sweepId: string;
  initialMembers: SweepMembersDto;
  initialHistory: HandicapHistoryRowDto[];
  canManage: boolean;
  isViewerOwner: boolean;
};

/** The Members page: requests, Current/History views, a name filter and each member's side panel. */
export function MembersPanel({ sweepId, initialMembers, initialHistory, canManage, isViewerOwner }: Props) {
  const { data: members = initialMembers } = useSweepMembers(sweepId, initialMembers);
  const { data: history = initialHistory } = useSweepHandicapHistory(sweepId, initialHistory);
  const actions = useMemberActions(sweepId);
  const [query, setQuery] = useState("");
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const selectedName =
    members.members.find((member) => member.id === selectedId)?.player.fullName ??
    history.find((row) => row.memberId === selectedId)?.player.fullName ??
    "";

  return (
    <div className="space-y-5">
      {canManage ? <JoinRequests requests={members.requests} onApprove={actions.approve} onDecline={actions.decline} /> : null}
      <TextField label="Filter by name" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="First or last name" />
      <Tabs
        label="Members view"
        items={[
          {
            value: "current",
            label: "Current",
            content: <MemberList members={members.members.filter((member) => matchesName(member.player.fullName, query))} onSelect={(member) => setSelectedId(member.id)} />,
          },
          {
            value: "history",
            label: "History",
            content: <HandicapHistoryTable rows={history.filter((row) => matchesName(row.player.fullName, query))} onSelect={setSelectedId} />,
          },
        ]}
      />
      <SidePanel open={selectedId !== null} onOpenChange={(open) => (open ? null : setSelectedId(null))} title={selectedName}>
        {selectedId ? (
          <MemberPanel
            sweepId={sweepId}
            memberId={selectedId}
            canManage={canManage}
            isViewerOwner={isViewerOwner}
            actions={actions}
            onRemoved={() => setSelectedId(null)}
          />
        ) : null}
      </SidePanel>
    </div>
  );
}
