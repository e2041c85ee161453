"use client";

import Link from "next/link";
import { eventDay, formatWeekdayDay } from "@/lib/dates";
import { playOnLabel } from "@/lib/events/event-action";
import { useJoinEvent, useWithdrawFromEvent } from "@/lib/hooks/use-event-actions";
import { ordinal } from "@/lib/events/group-start-label";
import type { EntryDto } from "@/lib/validation/entries";
import type { EventDto } from "@/lib/validation/events";
import { playHref } from "../card/card-links";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { buttonClass } from "../ui/button-styles";
import { WithdrawButton } from "./withdraw-button";

type Props = { event: EventDto };

/**
 * Where the viewer stands in the event (docs/screens-and-api.md#event-states, the rule of lib/events/event-action.ts):
 * Join and Withdraw while entries are open, "Play on Sunday 30 Nov" once drawn, Play from the day of play.
 */
export function EventMemberActions({ event }: Props) {
  const join = useJoinEvent(event.id);
  const withdraw = useWithdrawFromEvent(event.id);
  const error = join.error ?? withdraw.error;
  const ownEntry = event.entries.find((entry) => entry.id === event.userEntry?.entryId) ?? null;
  const isPlaying = event.userHasJoined && event.drawn && !event.complete;
  const isIn = event.userHasJoined || event.userReservePosition !== null;
  const isFull = event.maxField !== null && event.counts.entries >= event.maxField;

  return (
    <section aria-label="Your entry" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 flex-1 text-base text-stone-800">{standing(event, ownEntry)}</p>
        {event.entriesOpen && isIn ? <WithdrawButton event={event} withdraw={withdraw} /> : null}
        {event.entriesOpen && !isIn ? (
          <Button busy={join.isMutating} onClick={() => join.trigger({ id: event.id })}>
            {isFull ? "Join reserve list" : "Join event"}
          </Button>
        ) : null}
        {isPlaying && event.action === "play" ? (
          <Link href={playHref(event.id)} className={buttonClass("primary")}>
            Play
          </Link>
        ) : null}
        {isPlaying && event.action === "playOn" ? (
          <span className="inline-flex min-h-11 items-center rounded-lg bg-fairway-50 px-3 font-semibold text-fairway-900">
            {playOnLabel(event.date)}
          </span>
        ) : null}
      </div>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
    </section>
  );
}

function standing(event: EventDto, ownEntry: Pick<EntryDto, "group" | "start"> | null): string {
  if (event.complete) return event.userHasJoined ? "You played in this event." : "This event is complete.";
  if (event.userReservePosition !== null) {
    return `You're reserve number ${event.userReservePosition}. ${
      event.drawn
        ? "The draw is made: an admin adds you if a place comes free."
        : "You move into the field if a place comes free before the draw."
    }`;
  }
  if (event.userHasJoined && event.userPromotedFromReserve && !event.drawn) {
    return "A place came free and you moved up from the reserve list: you're in. The draw is to come.";
  }
  const deadline =
    event.entryDeadline === null ? "" : ` Entries close after ${formatWeekdayDay(eventDay(event.entryDeadline))}.`;
  if (event.entriesOpen && !event.userHasJoined && event.maxField !== null && event.counts.entries >= event.maxField) {
    return `The field is full (${event.maxField} players): joining puts you on the reserve list.${deadline}`;
  }
  if (event.userHasJoined && event.drawn) {
    const where = groupWords(ownEntry);
    return event.entriesOpen
      ? `${where}. You can withdraw until the day of play.`
      : `${where}. Ask an admin to withdraw you if you can’t play.`;
  }
  if (event.userHasJoined) {
    if (!event.entriesOpen) return "You're in. The draw is to come.";
    return `You're in. You can withdraw until ${event.entriesOpenAfterDraw ? "the day of play" : "the draw is made"}.`;
  }
  if (event.entriesOpen) {
    if (deadline) return deadline.trim();
    return event.entriesOpenAfterDraw ? "Entries are open until the day of play." : "Entries are open until the draw.";
  }
  if (!event.inFuture) return "The day of play has passed, so entries are closed.";
  return event.userRole === "member"
    ? "The draw has been made, so entries are closed. An admin can still add you."
    : "You're not playing. Entries are closed: add anyone late with Add players.";
}

/** "You're in group 3, off at 09:20 from the 1st tee": the member's own start at the top of the event page. */
function groupWords(entry: Pick<EntryDto, "group" | "start"> | null): string {
  if (!entry || entry.group === null) return "You're in, not yet in a group";
  const start = entry.start;
  return start
    ? `You're in group ${entry.group}, off at ${start.time} from the ${ordinal(start.startingHole)} tee`
    : `You're in group ${entry.group}`;
}
