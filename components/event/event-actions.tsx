import Link from "next/link";
import type { EventSummaryDto } from "@/lib/validation/events";
import { checkedRoute } from "../layout/routes";
import { buttonClass } from "../ui/button-styles";
import { EventCardAction } from "./event-card-action";
import { eventHref, type EventLinkSet } from "./event-links";

/** The list of one event that says most about it now: cards once complete, groups once drawn, else entries (docs/screens-and-api.md#event-states). */
function eventListLink(event: EventSummaryDto) {
  if (event.complete) return { label: "See cards", href: checkedRoute(`/events/${event.id}/cards`) };
  if (event.drawn) return { label: "See groups", href: checkedRoute(`/events/${event.id}/groups`) };
  return { label: "See entries", href: checkedRoute(`/events/${event.id}/entries`) };
}

/** The card's action, then the newer family's list of the event or the older family's event/detail. */
export function EventActions({ event, linkSet }: { event: EventSummaryDto; linkSet: EventLinkSet }) {
  const list = linkSet === "newer" ? eventListLink(event) : { label: "Details", href: eventHref(event, linkSet) };
  return (
    <>
      <EventCardAction event={event} linkSet={linkSet} />
      <Link href={list.href} className={buttonClass("secondary")}>
        {list.label}
      </Link>
    </>
  );
}
