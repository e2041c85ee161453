"use client";

import { useState } from "react";
import { eventDay, formatDay } from "@/lib/dates";
import type { withdrawFromEvent } from "@/lib/contracts/routes/entries";
import type { ApiMutation } from "@/lib/hooks/use-api-mutation";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";

type Props = {
  event: { id: string; date: string; course: { name: string }; drawn: boolean };
  withdraw: ApiMutation<typeof withdrawFromEvent>;
  /** Names the event where several are listed ("Withdraw from Royal Testbrook"). */
  ariaLabel?: string;
};

/** A member's own Withdraw, on the event page and on an event's card alike: it asks first, as every hard-to-undo action does. */
export function WithdrawButton({ event, withdraw, ariaLabel }: Props) {
  const [isConfirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="secondary" busy={withdraw.isMutating} onClick={() => setConfirming(true)} aria-label={ariaLabel}>
        Withdraw
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) withdraw.reset();
        }}
        title={`Withdraw from ${event.course.name} on ${formatDay(eventDay(event.date))}?`}
        description={
          event.drawn
            ? "Your card goes, and the markers in your group are re-paired. You can join again while entries are open."
            : "Your card goes with your entry. You can join again while entries are open."
        }
        confirmLabel="Withdraw"
        busy={withdraw.isMutating}
        error={withdraw.error?.message}
        onConfirm={async () => {
          if ((await withdraw.trigger({ id: event.id })).ok) setConfirming(false);
        }}
      />
    </>
  );
}
