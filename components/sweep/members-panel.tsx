"use client";

import { useState } from "react";
import { matchesName } from "@/lib/name-filter";
import { useSweepHandicapHistory, useSweepRoster } from "@/lib/hooks/use-sweep-members";
import type { RosterMemberDto, SweepRosterDto } from "@/lib/validation/members";
import { HandicapHistoryTable } from "../handicap/handicap-history-table";
import { LoadState } from "../ui/load-state";
import { SidePanel } from "../ui/side-panel";
import { Tabs } from "../ui/tabs";
import { TextField } from "../ui/text-field";
import { JoinRequests } from "./join-requests";
import { MemberAdminTools } from "./member-admin-tools";
import { MemberList } from "./member-list";
import { MemberPanel } from "./member-panel";

type Props = {
  sweepId: string;
  /** The page's own read; without it the members are read when the panel is first shown. */
  initialMembers?: SweepRosterDto;
  canManage: boolean;
  isViewerOwner: boolean;
  /** The sweep's IANA zone: requests, invite links and handicap entries are dated in it. */
  timeZone: string;
};

type Selected = { memberId: string; name: string };

/**
 * The Members page: waiting requests in one line, a name filter, Current/History views and each member's side panel.
 * The History view is read only when it is opened: every member's every handicap entry is thousands of rows.
 */
export function MembersPanel({ sweepId, initialMembers, canManage, isViewerOwner, timeZone }: Props) {
  const read = useSweepRoster(sweepId, initialMembers);
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<Selected | null>(null);
  const memberships = read.data;
  if (!memberships) return <LoadState what="members" error={read.error} retry={() => void read.mutate()} />;
  const members = memberships.filter((member) => member.approved);

  return (
    <div className="space-y-5">
      {canManage ? (
        <RequestsDisclosure
          sweepId={sweepId}
          requests={memberships.filter((member) => !member.approved)}
          timeZone={timeZone}
        />
      ) : null}
      {canManage ? <MemberAdminTools sweepId={sweepId} isViewerOwner={isViewerOwner} timeZone={timeZone} /> : null}
      <TextField
        label="Filter by name"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="First or last name"
      />
      <Tabs
        label="Members view"
        items={[
          {
            value: "current",
            label: "Current",
            content: (
              <MemberList
                members={members.filter((member) => matchesName(member.player.fullName, query))}
                onSelect={(member) => setSelected({ memberId: member.id, name: member.player.fullName })}
              />
            ),
          },
          {
            value: "history",
            label: "History",
            content: <HistoryView sweepId={sweepId} query={query} onSelect={setSelected} timeZone={timeZone} />,
          },
        ]}
      />
      <SidePanel
        open={selected !== null}
        onOpenChange={(open) => (open ? null : setSelected(null))}
        title={selected?.name ?? ""}
      >
        {selected ? (
          <MemberPanel
            sweepId={sweepId}
            memberId={selected.memberId}
            canManage={canManage}
            isViewerOwner={isViewerOwner}
            timeZone={timeZone}
            onRemoved={() => setSelected(null)}
          />
        ) : null}
      </SidePanel>
    </div>
  );
}

type HistoryProps = { sweepId: string; query: string; onSelect: (selected: Selected) => void; timeZone: string };

function HistoryView({ sweepId, query, onSelect, timeZone }: HistoryProps) {
  const { data: history, error, mutate } = useSweepHandicapHistory(sweepId);
  if (!history) return <LoadState what="handicap history" error={error} retry={() => void mutate()} />;
  const nameOf = (memberId: string) => history.find((row) => row.memberId === memberId)?.player.fullName ?? "";
  return (
    <HandicapHistoryTable
      rows={history.filter((row) => matchesName(row.player.fullName, query))}
      onSelect={(memberId) => onSelect({ memberId, name: nameOf(memberId) })}
      timeZone={timeZone}
    />
  );
}

/**
 * Join requests folded into one line until the admin opens them, so on a phone the members come first.
 * It stays open after the last request is handled, to show what happened.
 */
type RequestsProps = { sweepId: string; requests: RosterMemberDto[]; timeZone: string };

function RequestsDisclosure({ sweepId, requests, timeZone }: RequestsProps) {
  const [isOpen, setOpen] = useState(false);
  if (requests.length === 0 && !isOpen) return null;
  const count =
    requests.length === 0
      ? "No join requests waiting"
      : requests.length === 1
        ? "1 join request"
        : `${requests.length} join requests`;
  return (
    <details
      open={isOpen}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-2xl border border-amber-300 bg-amber-50"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 text-base font-semibold text-amber-950 focus-visible:outline-2 focus-visible:outline-fairway-600 [&::-webkit-details-marker]:hidden">
        <span>{count}</span>
        <span className="text-fairway-800 underline underline-offset-4">{isOpen ? "Hide" : "Review"}</span>
      </summary>
      <div className="px-2 pb-2">
        <JoinRequests sweepId={sweepId} requests={requests} timeZone={timeZone} />
      </div>
    </details>
  );
}
