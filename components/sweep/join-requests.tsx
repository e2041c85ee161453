"use client";

import { useState } from "react";
import { formatDay } from "@/lib/dates";
import { ApiError } from "@/lib/hooks/api-client";
import type { SweepMemberDto } from "@/lib/validation/members";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Section } from "../ui/section";

type Props = { requests: SweepMemberDto[]; onApprove: (playerId: string) => Promise<unknown>; onDecline: (playerId: string) => Promise<unknown> };

/** Pending join requests, for the owner and admins to approve or decline. */
export function JoinRequests({ requests, onApprove, onDecline }: Props) {
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const act = async (request: SweepMemberDto, action: "approve" | "decline") => {
    setBusyId(request.id);
    setNotice(null);
    try {
      await (action === "approve" ? onApprove : onDecline)(request.player.id);
      setNotice({
        tone: "success",
        text: action === "approve" ? `${request.player.fullName} is now a member.` : `${request.player.fullName}'s request was declined.`,
      });
    } catch (caught) {
      setNotice({ tone: "error", text: caught instanceof ApiError ? caught.message : "Something went wrong." });
    } finally {
      setBusyId(null);
    }
  };

  if (requests.length === 0 && !notice) return null;
  return (
    <Section title="Requests to join">
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <ul className="divide-y divide-stone-200">
        {requests.map((request) => (
          <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <div>
              <p className="font-semibold">{request.player.fullName}</p>
              <p className="text-xs text-stone-500">Asked on {formatDay(request.requestedAt)}</p>
            </div>
            <div className="flex gap-2">
              <Button onClick={() => act(request, "approve")} busy={busyId === request.id} aria-label={`Approve ${request.player.fullName}`}>
                Approve
              </Button>
              <Button variant="secondary" onClick={() => act(request, "decline")} disabled={busyId === request.id} aria-label={`Decline ${request.player.fullName}`}>
                Decline
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
