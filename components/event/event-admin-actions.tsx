"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { eventDay, formatDay } from "@/lib/dates";
import { useDeleteEvent, useDrawEvent } from "@/lib/hooks/use-event-actions";
import type { CloseCheckDto } from "@/lib/validation/close-check";
import type { ClosingDto, EventDto } from "@/lib/validation/events";
import { checkedRoute } from "../layout/routes";
import { Button } from "../ui/button";
import { buttonClass } from "../ui/button-styles";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { CloseEventButton, ReopenEventButton } from "./close-event-actions";
import { EventStartForm } from "./event-start-form";
import { GroupOrder } from "./group-order";

/** "tee times from 08:00, 8 minutes apart": what the collapsed Start and draw panel says. */
function startSummary({ start }: EventDto): string {
  if (!start) return "no times";
  if (start.kind === "shotgun") return `shotgun at ${start.time}`;
  return `tee times from ${start.firstTime}, ${start.intervalMinutes} minutes apart`;
}

type Props = {
  event: EventDto;
  /** The cards needing a decision, which closing lists and asks to confirm. */
  closeCheck: CloseCheckDto;
  onAddPlayers: () => void;
  onDrawn: (groupCount: number) => void;
  onClosed: (result: ClosingDto) => void;
};

/** The Manage actions of admins (docs/screens-and-api.md#the-event-page, docs/screens-and-api.md#roles); each appears only while the event's state allows it. */
export function EventAdminActions({ event, closeCheck, onAddPlayers, onDrawn, onClosed }: Props) {
  const isOpen = !event.complete;
  return (
    <section
      aria-labelledby="manage-title"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h3 id="manage-title" className="text-base font-bold text-stone-900">
        Manage event
      </h3>
      {/* Two to a row on a phone, the next step of the event first and full width. */}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {event.drawn && isOpen ? <CloseEventButton event={event} check={closeCheck} onClosed={onClosed} /> : null}
        {isOpen ? <DrawButton event={event} onDrawn={onDrawn} /> : null}
        {isOpen ? (
          <Button variant="secondary" onClick={onAddPlayers}>
            Add players
          </Button>
        ) : null}
        {event.complete && event.canReopen ? <ReopenEventButton event={event} /> : null}
        {isOpen ? (
          <Link
            href={checkedRoute(`/sweeps/${event.sweepId}/events/${event.id}/edit`)}
            className={buttonClass("secondary")}
          >
            {event.drawn ? "Move event" : "Edit event"}
          </Link>
        ) : null}
        {event.hasScores ? null : <DeleteEventButton event={event} />}
      </div>
      {isOpen ? (
        <details className="group rounded-xl border border-stone-200 p-3">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-stone-900">
            Start and draw: {startSummary(event)}
          </summary>
          <div className="space-y-4 pt-3">
            <EventStartForm event={event} />
            {event.drawn && event.groups.length > 1 ? <GroupOrder event={event} /> : null}
          </div>
        </details>
      ) : null}
    </section>
  );
}

/**
 * Create Draw once there are entries, and Redraw (docs/golf-rules.md#the-draw) only while no score exists: both ask
 * first, since the groups and markers go to the field and the noticeboard.
 */
function DrawButton({ event, onDrawn }: { event: EventDto; onDrawn: (groupCount: number) => void }) {
  const draw = useDrawEvent(event.id);
  const [isConfirming, setConfirming] = useState(false);
  if (event.drawn && event.hasScores) return null;
  const isRedraw = event.drawn;
  const entries = event.counts.entries;
  return (
    <>
      {isRedraw ? (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Redraw
        </Button>
      ) : (
        <Button disabled={entries === 0} onClick={() => setConfirming(true)} className="col-span-2">
          Create Draw
        </Button>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) draw.reset();
        }}
        title={isRedraw ? "Draw the groups again?" : "Make the draw?"}
        description={
          isRedraw
            ? "Every player is drawn again into new groups with new markers, including anyone 'Ungrouped'. A printed draw sheet will be out of date."
            : `The ${entries === 1 ? "1 player" : `${entries} players`} entered are drawn into groups, each marking the next. ${
                event.entriesOpenAfterDraw
                  ? "Members can still enter until the day of play; redraw for late entrants."
                  : "Entries close; add anyone late with Add players."
              } You can redraw until the first score is entered.`
        }
        confirmLabel={isRedraw ? "Redraw groups" : "Make the draw"}
        isConstructive={!isRedraw}
        busy={draw.isMutating}
        error={draw.error?.message}
        onConfirm={async () => {
          const result = await draw.trigger({ redraw: isRedraw });
          if (!result.ok) return;
          setConfirming(false);
          onDrawn(result.data.length);
        }}
      />
    </>
  );
}

/** Delete while no score exists: the entries and their empty cards go with the event. */
function DeleteEventButton({ event }: { event: EventDto }) {
  const router = useRouter();
  const remove = useDeleteEvent(event.id);
  const [isConfirming, setConfirming] = useState(false);
  const name = `${event.course.name} on ${formatDay(eventDay(event.date))}`;
  return (
    <>
      <Button variant="secondary" className="text-red-800" onClick={() => setConfirming(true)}>
        Delete event
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) remove.reset();
        }}
        title={`Delete ${name}?`}
        description={`${entriesGoing(event.counts.entries)} This cannot be undone.`}
        confirmLabel="Delete event"
        busy={remove.isMutating}
        error={remove.error?.message}
        onConfirm={async () => {
          if ((await remove.trigger()).ok) router.replace(checkedRoute(`/sweeps/${event.sweepId}`));
        }}
      />
    </>
  );
}

const entriesGoing = (count: number) =>
  count === 0
    ? "Nobody has entered yet."
    : count === 1
      ? "Its one entry and card go with it."
      : `Its ${count} entries and their cards go with it.`;
