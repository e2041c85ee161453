"use client";

import { useState } from "react";
import { useCloseEvent, useReopenEvent } from "@/lib/hooks/use-event-actions";
import type { ClosingDto, EventCardDto, EventDto } from "@/lib/validation/events";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";

const missingSignatures = (card: EventCardDto) =>
  !card.signed && !card.attested ? "not signed or attested" : !card.signed ? "not signed" : "not attested";

/** Close Event & Update Handicaps (docs/golf-rules.md#closing-and-reopening-an-event), after saying what closing stores and what is missing. */
export function CloseEventButton({
  event,
  cards,
  onClosed,
}: {
  event: EventDto;
  cards: EventCardDto[];
  onClosed: (result: ClosingDto) => void;
}) {
  const close = useCloseEvent(event.id);
  const [isConfirming, setConfirming] = useState(false);
  const unscored = event.counts.entries - event.counts.cardsWithScores;
  // Scored cards their player and marker have not both put their name to: the admin closes knowing which.
  const unsigned = cards.filter((card) => card.holesPlayed > 0 && !(card.signed && card.attested));
  return (
    <>
      <Button onClick={() => setConfirming(true)} className="col-span-2">
        Close Event &amp; Update Handicaps
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) close.reset();
        }}
        title="Close the event and update handicaps?"
        description={
          <span className="block space-y-2">
            <span className="block">
              Closing stores each player&apos;s position and order-of-merit points
              {event.doublePoints ? " (doubled for this event)" : ""}, adjusts handicaps by the sweep&apos;s rules
              {event.winterHandicaps ? " (a winter event: handicaps are normally left as they are)" : ""}, and makes the
              event read-only.
            </span>
            <span className={`block font-semibold ${unscored > 0 ? "text-red-800" : "text-stone-900"}`}>
              {unscored === 0
                ? "Every card has a score."
                : `${unscored} of ${event.counts.entries} cards have no score: they finish without points.`}
            </span>
            {unsigned.length > 0 ? (
              <span className="block">
                <span className="block font-semibold text-red-800">
                  {unsigned.length === 1 ? "1 scored card is" : `${unsigned.length} scored cards are`} not signed and
                  attested:
                </span>
                {unsigned.map((card) => (
                  <span key={card.id} className="block">
                    {card.player.fullName}: {missingSignatures(card)}
                  </span>
                ))}
              </span>
            ) : event.counts.cardsWithScores > 0 ? (
              <span className="block font-semibold text-stone-900">Every scored card is signed and attested.</span>
            ) : null}
          </span>
        }
        confirmLabel="Close event"
        busy={close.isMutating}
        error={close.error?.message}
        onConfirm={async () => {
          const result = await close.trigger();
          if (!result.ok) return;
          setConfirming(false);
          onClosed(result.data.closing);
        }}
      />
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
