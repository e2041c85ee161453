"use client";

import Link from "next/link";
import { useJoinEvent, useWithdrawFromEvent } from "@/lib/hooks/use-event-actions";
import type { EventDto } from "@/lib/validation/events";
import { playHref } from "../card/card-links";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { buttonClass } from "../ui/button-styles";

type Props = { event: EventDto };

/** Where the viewer stands in the event (docs/screens-and-api.md#event-states): Join while it is open, Withdraw until the draw, then Play. */
export function EventMemberActions({ event }: Props) {
  const join = useJoinEvent(event.id);
  const withdraw = useWithdrawFromEvent(event.id);
  const error = join.error ?? withdraw.error;
  const ownGroup = event.entries.find((entry) => entry.id === event.userEntry?.entryId)?.group ?? null;

  return (
    <section aria-label="Your entry" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 flex-1 text-base text-stone-800">{standing(event, ownGroup)}</p>
        {event.notDrawn && !event.complete && event.userHasJoined ? (
          <Button variant="secondary" busy={withdraw.isMutating} onClick={() => withdraw.trigger({ id: event.id })}>
            Withdraw
          </Button>
        ) : null}
        {event.notDrawn && !event.userHasJoined && event.inFuture ? (
          <Button busy={join.isMutating} onClick={() => join.trigger({ id: event.id })}>
            Join event
          </Button>
        ) : null}
        {event.drawn && !event.complete && event.userHasJoined ? (
          <Link href={playHref(event.id)} className={buttonClass("primary")}>
            Play
          </Link>
        ) : null}
      </div>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
    </section>
  );
}

function standing(event: EventDto, ownGroup: number | null): string {
  if (event.complete) return event.userHasJoined ? "You played in this event." : "This event is complete.";
  if (event.drawn) {
    if (!event.userHasJoined) {
      return event.userRole === "member"
        ? "The draw has been made, so entries are closed. An admin can still add you."
        : "You're not playing. The draw has been made: add anyone late with Add players.";
    }
    const where = ownGroup === null ? "You're in, not yet in a group" : `You're in group ${ownGroup}`;
    return `${where}. Ask an admin to withdraw you if you can’t play.`;
  }
  if (event.userHasJoined) return "You're in. You can withdraw until the draw is made.";
  return event.inFuture ? "Entries are open until the draw." : "The day of play has passed, so entries are closed.";
}
