"use client";

import { useState } from "react";
import { useSWRConfig } from "swr";
import { useCloseEvent, useReopenEvent } from "@/lib/hooks/use-event-actions";
import { closeCheckKey } from "@/lib/hooks/use-event-page";
import type { CardDecision } from "@/lib/validation/card-decisions";
import type { CloseCheckDto } from "@/lib/validation/close-check";
import type { ClosingDto, EventDto } from "@/lib/validation/events";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { CloseCheckList } from "./close-check-list";

/** Close Event & Update Handicaps (docs/golf-rules.md#closing-and-reopening-an-event), with every card needing a decision in view. */
export function CloseEventButton({
  event,
  check,
  onClosed,
}: {
  event: EventDto;
  check: CloseCheckDto;
  onClosed: (result: ClosingDto) => void;
}) {
  const close = useCloseEvent(event.id);
  const { mutate } = useSWRConfig();
  const [isConfirming, setConfirming] = useState(false);
  const [confirmed, setConfirmed] = useState<ReadonlySet<CardDecision>>(new Set());
  const unconfirmed = check.decisions.filter((decision) => !confirmed.has(decision));
  return (
    <>
      <Button onClick={() => setConfirming(true)} className="col-span-2">
        Close Event &amp; Update Handicaps
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) {
            close.reset();
            setConfirmed(new Set());
          }
        }}
        title="Close the event and update handicaps?"
        description={
          <>
            Closing stores each player&apos;s position and order-of-merit points
            {event.doublePoints ? " (doubled for this event)" : ""}, adjusts handicaps by the sweep&apos;s rules
            {event.winterHandicaps ? " (a winter event: handicaps are normally left as they are)" : ""}, and makes the
            event read-only.
          </>
        }
        confirmLabel="Close event"
        confirmDisabled={unconfirmed.length > 0}
        busy={close.isMutating}
        error={close.error?.message}
        onConfirm={async () => {
          const result = await close.trigger({ confirm: [...confirmed] });
          // A card may have changed since the list was read: read it again so the boxes match what the server saw.
          if (!result.ok) return void mutate(closeCheckKey(event.id));
          setConfirming(false);
          onClosed(result.data.closing);
        }}
      >
        {check.decisions.length === 0 ? (
          <p className="font-semibold text-stone-950">
            Every card is finished, agreed by player and marker, signed and attested.
          </p>
        ) : (
          <div className="space-y-2">
            <p className="font-semibold text-red-800">
              {check.cards.length === 1 ? "1 card needs" : `${check.cards.length} cards need`} your decision. Tick each
              kind to close anyway:
            </p>
            <CloseCheckList
              check={check}
              event={event}
              confirmation={{
                confirmed,
                onToggle: (decision, on) =>
                  setConfirmed((current) => {
                    const next = new Set(current);
                    if (on) next.add(decision);
                    else next.delete(decision);
                    return next;
                  }),
              }}
            />
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}

/** The owner reopens the sweep's latest closed event to correct a card; closing it again recomputes everything. */
export function ReopenEventButton({ event }: { event: EventDto }) {
  const reopen = useReopenEvent(event.id);
  const [isConfirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Reopen event
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) reopen.reset();
        }}
        title="Reopen the event to correct a card?"
        description="This event's order-of-merit points and the handicap changes it made are removed until you close it again, when they are worked out afresh from the corrected cards."
        confirmLabel="Reopen event"
        busy={reopen.isMutating}
        error={reopen.error?.message}
        onConfirm={async () => {
          if ((await reopen.trigger()).ok) setConfirming(false);
        }}
      />
    </>
  );
}
