"use client";

import { useState } from "react";
import { eventDay, formatDay } from "@/lib/dates";
import { useLinkGuestHistory } from "@/lib/hooks/use-guest-history";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { EmptyState } from "../ui/empty-state";
import { SelectField } from "../ui/select-field";
import { showToast } from "../ui/toast";

type Person = { id: string; fullName: string };
type Guest = { playerId: string; fullName: string; appearances: number; lastPlayed: string };

/**
 * The admins' screen to link a guest who has since joined to their earlier appearances (docs/golf-rules.md#guests):
 * each guest of the sweep with the member they are, once chosen.
 */
export function GuestHistoryLinks({
  sweepId,
  guests,
  members,
}: {
  sweepId: string;
  guests: Guest[];
  members: Person[];
}) {
  if (guests.length === 0) {
    return <EmptyState title="No guests to link">Guests added to this sweep&apos;s events appear here.</EmptyState>;
  }
  return (
    <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
      {guests.map((guest) => (
        <GuestRow key={guest.playerId} sweepId={sweepId} guest={guest} members={members} />
      ))}
    </ul>
  );
}

function GuestRow({ sweepId, guest, members }: { sweepId: string; guest: Guest; members: Person[] }) {
  const [memberId, setMemberId] = useState("");
  const [confirming, setConfirming] = useState(false);
  const link = useLinkGuestHistory(sweepId, memberId);
  const member = members.find((person) => person.id === memberId);
  const played = `${guest.appearances === 1 ? "Played once" : `Played ${guest.appearances} times`}, last on ${formatDay(eventDay(guest.lastPlayed))}`;
  const onConfirm = async () => {
    const result = await link.trigger({ guestPlayerId: guest.playerId });
    if (!result.ok) return;
    setConfirming(false);
    showToast(`${guest.fullName}'s ${result.data.entries === 1 ? "card is" : "cards are"} now ${member?.fullName}'s.`);
  };
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="font-semibold text-stone-950">{guest.fullName}</p>
        <p className="text-sm text-stone-700">{played}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SelectField label={`${guest.fullName} is`} value={memberId} onChange={(e) => setMemberId(e.target.value)}>
          <option value="">Choose the member</option>
          {members.map((person) => (
            <option key={person.id} value={person.id}>
              {person.fullName}
            </option>
          ))}
        </SelectField>
        <Button type="button" variant="secondary" disabled={!member} onClick={() => setConfirming(true)}>
          Link history
        </Button>
      </div>
      <ConfirmDialog
        open={confirming && member !== undefined}
        onOpenChange={setConfirming}
        title={`Link ${guest.fullName} to ${member?.fullName ?? "the member"}?`}
        description={`${guest.fullName}'s cards and handicap history become ${member?.fullName ?? "the member"}'s. Closed events keep their order-of-merit points. This cannot be undone.`}
        confirmLabel="Link history"
        isConstructive
        onConfirm={() => void onConfirm()}
        busy={link.isMutating}
        error={link.error?.message}
      />
    </li>
  );
}
