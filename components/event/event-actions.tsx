import Link from "next/link";
import type { EventSummaryDto } from "@/lib/validation/events";
import { playHref } from "../card/card-links";
import { checkedRoute } from "../layout/routes";
import { buttonClass } from "../ui/button-styles";
import { isJoinable, JoinEventAction } from "./join-event-button";

/** Which family's links an events list shows: the newer pages, or the older event/detail ones (docs/screens-and-api.md#dashboard-and-events-lists). */
export type EventLinkSet = "newer" | "classic";

/** The newer event page, which opens on its results once the event is complete (the default panel of docs/screens-and-api.md#event-states). */
export const eventPageHref = (event: Pick<EventSummaryDto, "id" | "sweepId">) =>
  checkedRoute(`/sweeps/${event.sweepId}/events/${event.id}`);

/** The list of one event that says most about it now: cards once complete, groups once drawn, else entries (docs/screens-and-api.md#event-states). */
function eventListLink(event: EventSummaryDto) {
  if (event.complete) return { label: "See cards", href: checkedRoute(`/events/${event.id}/cards`) };
  if (event.drawn) return { label: "See groups", href: checkedRoute(`/events/${event.id}/groups`) };
  return { label: "See entries", href: checkedRoute(`/events/${event.id}/entries`) };
}

const SECONDARY = buttonClass("secondary");

/** Join / Play / Results as the API's action says. Play leads to event/play; the older family's Results to event/results. */
export function EventActions({ event, linkSet }: { event: EventSummaryDto; linkSet: EventLinkSet }) {
  const list = eventListLink(event);
  return (
    <>
      {isJoinable(event) ? <JoinEventAction event={event} /> : null}
      {event.action === "play" ? (
        <Link href={playHref(event.id)} className={buttonClass("primary")}>
          Play
        </Link>
      ) : null}
      {linkSet === "newer" ? (
        <>
          {event.action === "results" ? (
            <Link href={eventPageHref(event)} className={buttonClass("primary")}>
              Results
            </Link>
          ) : null}
          <Link href={list.href} className={SECONDARY}>
            {list.label}
          </Link>
        </>
      ) : (
        <>
          {event.action === "results" ? (
            <Link href={checkedRoute(`/event/results/${event.id}`)} className={buttonClass("primary")}>
              Results
            </Link>
          ) : null}
          <Link href={checkedRoute(`/event/detail/${event.id}`)} className={SECONDARY}>
            Details
          </Link>
        </>
      )}
    </>
  );
}
