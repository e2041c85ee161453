"use client";

import Link from "next/link";
import { playOnLabel } from "@/lib/events/event-action";
import { useJoinEventFromList, useWithdrawFromEventInList } from "@/lib/hooks/use-event-actions";
import type { EventSummaryDto } from "@/lib/validation/events";
import { playHref } from "../card/card-links";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { WithdrawButton } from "./withdraw-button";
import { buttonClass } from "../ui/button-styles";
import { eventHref, type EventLinkSet, resultsHref } from "./event-links";

type CardEvent = Pick<EventSummaryDto, "id" | "sweepId" | "date" | "course" | "action" | "userHasJoined" | "drawn">;

/**
 * The one action of an event's card (lib/events/event-action.ts decides it): Join, Withdraw, Pending Draw,
 * "Play on Sunday 30 Nov" (to the groups), Play, or Results; each at least 44 px tall for a thumb.
 */
export function EventCardAction({ event, linkSet }: { event: CardEvent; linkSet: EventLinkSet }) {
  const label = event.course.name;
  switch (event.action) {
    case "join":
    case "withdraw":
      return <EntryAction event={event} />;
    case "pendingDraw":
      return (
        <span className="inline-flex min-h-11 items-center rounded-lg bg-amber-50 px-3 font-semibold text-amber-900">
          Pending Draw
        </span>
      );
    case "playOn":
      return (
        <Link href={eventHref(event, linkSet)} className={buttonClass("secondary")}>
          {playOnLabel(event.date)}
          <span className="sr-only">: see the groups of {label}</span>
        </Link>
      );
    case "play":
      return (
        <Link href={playHref(event.id)} className={buttonClass("primary")}>
          Play<span className="sr-only"> {label}</span>
        </Link>
      );
    case "results":
      return (
        <Link href={resultsHref(event, linkSet)} className={buttonClass("primary")}>
          Results<span className="sr-only"> of {label}</span>
        </Link>
      );
    case null:
      return null;
  }
}

/** Join, then "You're in" with Withdraw (docs/screens-and-api.md#event-states: joining shows at once); a refusal says why beside it. */
function EntryAction({ event }: { event: CardEvent }) {
  const join = useJoinEventFromList(event);
  const withdraw = useWithdrawFromEventInList(event);
  const error = join.error ?? withdraw.error;
  return (
    <>
      {event.userHasJoined ? (
        <>
          <span
            role="status"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-fairway-50 px-3 font-semibold text-fairway-900"
          >
            <span aria-hidden>✓</span> You&rsquo;re in
          </span>
          <WithdrawButton event={event} withdraw={withdraw} ariaLabel={`Withdraw from ${event.course.name}`} />
        </>
      ) : (
        <Button
          onClick={() => void join.trigger({ id: event.id })}
          busy={join.isMutating}
          aria-label={`Join ${event.course.name}`}
        >
          Join
        </Button>
      )}
      {error ? (
        <div className="w-full">
          <Alert tone="error">{error.message}</Alert>
        </div>
      ) : null}
    </>
  );
}
