"use client";

import { useState } from "react";
import { formatDayIn } from "@/lib/dates";
import { useApproveRequest, useDeclineRequest } from "@/lib/hooks/use-member-actions";
import { formatHandicap, parseHandicap } from "@/lib/validation/handicap-format";
import type { RosterMemberDto } from "@/lib/validation/members";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Section } from "../ui/section";
import { TextField } from "../ui/text-field";

type Notice = { tone: "success" | "error"; text: string };

/** Pending join requests, for the owner and admins to approve, or decline after a confirmation. */
export function JoinRequests({
  sweepId,
  requests,
  timeZone,
}: {
  sweepId: string;
  requests: RosterMemberDto[];
  timeZone: string;
}) {
  const [notice, setNotice] = useState<Notice | null>(null);
  // The dialog lives here, not in its row: a declined request leaves the list at once.
  const [declining, setDeclining] = useState<RosterMemberDto | null>(null);
  const decline = useDeclineRequest(sweepId);
  const closeDecline = () => {
    setDeclining(null);
    decline.reset();
  };

  if (requests.length === 0 && !notice && !declining) return null;
  return (
    <Section title="Requests to join">
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <ul className="divide-y divide-stone-200">
        {requests.map((request) => (
          <RequestRow
            key={request.id}
            sweepId={sweepId}
            request={request}
            timeZone={timeZone}
            onNotice={setNotice}
            onDecline={() => setDeclining(request)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={declining !== null}
        onOpenChange={(open) => (open ? null : closeDecline())}
        title={`Decline ${declining?.player.fullName ?? ""}'s request?`}
        description="They will see that their request was declined, and may ask again."
        confirmLabel={`Decline ${declining?.player.fullName ?? ""}`}
        busy={decline.isMutating}
        error={decline.error?.message}
        onConfirm={async () => {
          if (!declining) return;
          if ((await decline.trigger({ playerId: declining.player.id, sweepId })).ok) {
            setNotice({ tone: "success", text: `${declining.player.fullName}'s request was declined.` });
            closeDecline();
          }
        }}
      />
    </Section>
  );
}

type RowProps = {
  sweepId: string;
  request: RosterMemberDto;
  timeZone: string;
  onNotice: (notice: Notice) => void;
  onDecline: () => void;
};

/** A request to approve, with the new member's starting handicap offered (their last one here, if they had one). */
function RequestRow({ sweepId, request, timeZone, onNotice, onDecline }: RowProps) {
  const approve = useApproveRequest(sweepId);
  const name = request.player.fullName;
  const known = request.player.currentExactHandicap;
  const [handicap, setHandicap] = useState(known === null ? "" : formatHandicap(known));
  const [handicapError, setHandicapError] = useState<string | undefined>();
  const approveRequest = async () => {
    const parsed = handicap.trim() === "" ? null : parseHandicap(handicap);
    setHandicapError(parsed && !parsed.ok ? parsed.message : undefined);
    if (parsed && !parsed.ok) return;
    const starting = parsed?.exact;
    const result = await approve.trigger({ playerId: request.player.id, sweepId, handicap: starting });
    const welcome =
      starting === undefined
        ? `${name} is now a member.`
        : `${name} is now a member, with a starting handicap of ${formatHandicap(starting)}.`;
    onNotice(result.ok ? { tone: "success", text: welcome } : { tone: "error", text: result.error.message });
  };
  return (
    <li className="flex flex-wrap items-end justify-between gap-3 py-2">
      <div className="min-w-40 flex-1 self-center">
        <p className="font-semibold">{name}</p>
        <p className="text-xs text-stone-500">Asked on {formatDayIn(request.requestedAt, timeZone)}</p>
      </div>
      <TextField
        label="Starting handicap"
        name="handicap"
        inputMode="decimal"
        placeholder="e.g. 18.2 or +1"
        hint="Optional"
        value={handicap}
        onChange={(event) => setHandicap(event.target.value)}
        error={handicapError ?? approve.fieldErrors.handicap}
        className="w-44"
        autoComplete="off"
      />
      <div className="flex gap-3">
        <Button onClick={approveRequest} busy={approve.isMutating} aria-label={`Approve ${name}`}>
          Approve
        </Button>
        <Button variant="secondary" onClick={onDecline} disabled={approve.isMutating} aria-label={`Decline ${name}`}>
          Decline
        </Button>
      </div>
    </li>
  );
}
