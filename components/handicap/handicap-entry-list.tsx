"use client";

import { useState } from "react";
import { formatDayIn } from "@/lib/dates";
import { useUpdateHandicap, useWithdrawHandicap } from "@/lib/hooks/use-member-actions";
import { formatHandicap, formatPlayingHandicap } from "@/lib/validation/handicap-format";
import { type HandicapEntryDto } from "@/lib/validation/handicaps";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { TextField } from "../ui/text-field";
import { HandicapInputForm, REASON_REQUIRED_MESSAGE } from "./handicap-input-form";
import { HandicapEntryStory } from "./handicap-entry-story";

/** Whose entries they are, and the sweep's zone (`timeZone`) in which they are dated. */
export type HandicapMember = {
  sweepId: string;
  memberId: string;
  playerId: string;
  fullName: string;
  timeZone: string;
};
type Props = { entries: HandicapEntryDto[]; canManage: boolean; member: HandicapMember };

const describe = (entry: HandicapEntryDto) =>
  `${formatPlayingHandicap(entry.playingHandicap)} (${formatHandicap(entry.exact)})`;

/** A member's handicap history, newest first, each entry with who changed it, when and why; admins correct or withdraw. */
export function HandicapEntryList({ entries, canManage, member }: Props) {
  const [editingId, setEditingId] = useState<string | null>(null);
  // The dialog lives here, not in its row: the row vanishes at once when withdrawn, and comes back if that fails.
  const [withdrawing, setWithdrawing] = useState<HandicapEntryDto | null>(null);
  if (entries.length === 0 && !withdrawing) return <p className="text-sm text-stone-600">No handicap yet.</p>;
  return (
    <>
      <ul aria-label="Handicap history" className="divide-y divide-stone-200">
        {entries.map((entry) => (
          <li key={entry.id} className="py-2">
            {editingId === entry.id ? (
              <CorrectEntryForm entry={entry} member={member} onDone={() => setEditingId(null)} />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
                <div className="min-w-56 flex-1">
                  <p className="font-semibold tabular-nums">
                    {formatPlayingHandicap(entry.playingHandicap)}{" "}
                    <span className="font-normal text-stone-500">({formatHandicap(entry.exact)})</span>
                  </p>
                  <HandicapEntryStory entry={entry} timeZone={member.timeZone} />
                </div>
                {canManage ? (
                  <div className="flex gap-3">
                    <Button
                      variant="secondary"
                      onClick={() => setEditingId(entry.id)}
                      aria-label={`Correct the entry of ${formatDayIn(entry.created, member.timeZone)}`}
                    >
                      Correct
                    </Button>
                    <Button
                      variant="secondary"
                      className="text-red-700"
                      onClick={() => setWithdrawing(entry)}
                      aria-label={`Withdraw the entry of ${formatDayIn(entry.created, member.timeZone)}`}
                    >
                      Withdraw
                    </Button>
                  </div>
                ) : null}
              </div>
            )}
          </li>
        ))}
      </ul>
      {withdrawing ? (
        <WithdrawEntryDialog entry={withdrawing} member={member} onClose={() => setWithdrawing(null)} />
      ) : null}
    </>
  );
}

function CorrectEntryForm({
  entry,
  member,
  onDone,
}: {
  entry: HandicapEntryDto;
  member: HandicapMember;
  onDone: () => void;
}) {
  const update = useUpdateHandicap(member.sweepId, member.memberId, member.playerId);
  return (
    <HandicapInputForm
      label={`Correct the entry of ${formatDayIn(entry.created, member.timeZone)}`}
      submitLabel="Save correction"
      defaultValue={formatHandicap(entry.exact)}
      mutation={update}
      onSubmit={async ({ exact, reason }) => {
        const result = await update.trigger({ id: entry.id, handicap: exact, reason });
        if (result.ok) onDone();
        return result.ok;
      }}
      onCancel={onDone}
    />
  );
}

function WithdrawEntryDialog({
  entry,
  member,
  onClose,
}: {
  entry: HandicapEntryDto;
  member: HandicapMember;
  onClose: () => void;
}) {
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const withdraw = useWithdrawHandicap(member, entry.id, reason.trim());
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Withdraw ${member.fullName}'s handicap entry?`}
      description={`The entry of ${formatDayIn(entry.created, member.timeZone)}, ${describe(entry)}, leaves the handicap history. It stays in the audit with who withdrew it, when and why.`}
      confirmLabel={`Withdraw ${member.fullName}'s entry`}
      busy={withdraw.isMutating}
      error={withdraw.error?.message}
      onConfirm={async () => {
        setMissing(reason.trim() === "");
        if (reason.trim() !== "" && (await withdraw.trigger()).ok) onClose();
      }}
    >
      <TextField
        label="Why"
        name="reason"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
        placeholder="e.g. Recorded for the wrong member"
        error={missing ? REASON_REQUIRED_MESSAGE : undefined}
        maxLength={200}
        autoComplete="off"
      />
    </ConfirmDialog>
  );
}
