"use client";

import { useState } from "react";
import { formatDay } from "@/lib/dates";
import { useDeleteHandicap, useUpdateHandicap } from "@/lib/hooks/use-member-actions";
import { formatHandicap, formatPlayingHandicap, type HandicapEntryDto } from "@/lib/validation/handicaps";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { HandicapInputForm } from "./handicap-input-form";

type Member = { sweepId: string; memberId: string; fullName: string };
type Props = { entries: HandicapEntryDto[]; canManage: boolean; member: Member };

const describe = (entry: HandicapEntryDto) =>
  `${formatPlayingHandicap(entry.playingHandicap)} (${formatHandicap(entry.exact)})`;

/** A member's handicap history, newest first; admins correct or delete entries in place. */
export function HandicapEntryList({ entries, canManage, member }: Props) {
  const [editingId, setEditingId] = useState<string | null>(null);
  // The dialog lives here, not in its row: the row vanishes at once when deleted, and comes back if that fails.
  const [deleting, setDeleting] = useState<HandicapEntryDto | null>(null);
  if (entries.length === 0 && !deleting) return <p className="text-sm text-stone-600">No handicap yet.</p>;
  return (
    <>
      <ul aria-label="Handicap history" className="divide-y divide-stone-200">
        {entries.map((entry) => (
          <li key={entry.id} className="py-2">
            {editingId === entry.id ? (
              <CorrectEntryForm entry={entry} member={member} onDone={() => setEditingId(null)} />
            ) : (
              <div className="flex items-center justify-between gap-3">
                <div>
                  <p className="font-semibold tabular-nums">
                    {formatPlayingHandicap(entry.playingHandicap)}{" "}
                    <span className="font-normal text-stone-500">({formatHandicap(entry.exact)})</span>
                  </p>
                  <p className="text-xs text-stone-500">
                    {formatDay(entry.created)}
                    {entry.eventId ? " · after an event" : ""}
                  </p>
                </div>
                {canManage ? (
                  <div className="flex gap-3">
                    <Button
                      variant="secondary"
                      onClick={() => setEditingId(entry.id)}
                      aria-label={`Edit the entry of ${formatDay(entry.created)}`}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="secondary"
                      className="text-red-700"
                      onClick={() => setDeleting(entry)}
                      aria-label={`Delete the entry of ${formatDay(entry.created)}`}
                    >
                      Delete
                    </Button>
                  </div>
                ) : null}
              </div>
            )}
          </li>
        ))}
      </ul>
      {deleting ? <DeleteEntryDialog entry={deleting} member={member} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}

function CorrectEntryForm({ entry, member, onDone }: { entry: HandicapEntryDto; member: Member; onDone: () => void }) {
  const update = useUpdateHandicap(member.sweepId, member.memberId);
  return (
    <HandicapInputForm
      label={`Correct the entry of ${formatDay(entry.created)}`}
      submitLabel="Save"
      defaultValue={formatHandicap(entry.exact)}
      mutation={update}
      onSubmit={async (exact) => {
        const result = await update.trigger({ id: entry.id, handicap: exact });
        if (result.ok) onDone();
        return result.ok;
      }}
      onCancel={onDone}
    />
  );
}

function DeleteEntryDialog({
  entry,
  member,
  onClose,
}: {
  entry: HandicapEntryDto;
  member: Member;
  onClose: () => void;
}) {
  const remove = useDeleteHandicap(member.sweepId, member.memberId, entry.id);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Delete ${member.fullName}'s handicap entry?`}
      description={`The entry of ${formatDay(entry.created)}, ${describe(entry)}, leaves the handicap history for good.`}
      confirmLabel={`Delete ${member.fullName}'s entry`}
      busy={remove.isMutating}
      error={remove.error?.message}
      onConfirm={async () => {
        if ((await remove.trigger()).ok) onClose();
      }}
    />
  );
}
