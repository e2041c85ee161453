import Link from "next/link";
import type { EventSummaryDto } from "@/lib/validation/events";
import { checkedRoute } from "../layout/routes";
import { buttonClass } from "../ui/button-styles";
import { UnavailableLink } from "../ui/unavailable-link";
import { isJoinable, JoinEventAction } from "./join-event-button";

/** Which family's links an events list shows: the newer pages, or the older event/detail ones (spec §2.4). */
export type EventLinkSet = "newer" | "classic";

/** The list of one event that says most about it now: cards once complete, groups once drawn, else entries (spec §4). */
function eventListHref(event: EventSummaryDto) {
  if (event.complete) return { label: "See cards", href: checkedRoute(`/events/${event.id}/cards`) };
  if (event.drawn) return { label: "See groups", href: checkedRoute(`/events/${event.id}/groups`) };
  return { label: "See entries", href: checkedRoute(`/events/${event.id}/entries`) };
}

const SECONDARY = buttonClass("secondary");

/**
 * Join / Play / Results as the API's action says. Play and Results lead to pages of later issues (the card, the
 * results), so they keep their place, disabled, instead of leading to a 404.
 */
export function EventActions({ event, linkSet }: { event: EventSummaryDto; linkSet: EventLinkSet }) {
  const view = eventListHref(event);
  return (
    <>
      {isJoinable(event) ? <JoinEventAction event={event} /> : null}
      {event.action === "play" ? <UnavailableLink className={buttonClass("primary")}>Play</UnavailableLink> : null}
      {event.action === "results" ? <UnavailableLink className={SECONDARY}>Results</UnavailableLink> : null}
      {linkSet === "newer" ? (
        <Link href={view.href} className={SECONDARY}>
          {view.label}
        </Link>
      ) : (
        // event/detail/{id} is being built alongside this list; until it lands the link keeps its place.
        <UnavailableLink className={SECONDARY}>Details</UnavailableLink>
      )}
    </>
  );
}
