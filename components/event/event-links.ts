import { getEventCalendar } from "@/lib/contracts/routes/calendar";
import { endpointUrl } from "@/lib/contracts/endpoint";
import type { EventSummaryDto } from "@/lib/validation/events";
import { checkedRoute } from "../layout/routes";

/** Which family's pages an event card leads to: the newer, or the older event/detail and event/results (docs/screens-and-api.md#dashboard-and-events-lists). */
export type EventLinkSet = "newer" | "classic";

/** The newer event page, which opens on its results once the event is complete (the default panel of docs/screens-and-api.md#event-states). */
export const eventPageHref = (event: Pick<EventSummaryDto, "id" | "sweepId">) =>
  checkedRoute(`/sweeps/${event.sweepId}/events/${event.id}`);

/** The event's page in the card's family, where its groups are shown. */
export const eventHref = (event: Pick<EventSummaryDto, "id" | "sweepId">, linkSet: EventLinkSet) =>
  linkSet === "newer" ? eventPageHref(event) : checkedRoute(`/event/detail/${event.id}`);

/** Results: the newer event page (it opens on them once complete), or the older event/results. */
export const resultsHref = (event: Pick<EventSummaryDto, "id" | "sweepId">, linkSet: EventLinkSet) =>
  linkSet === "newer" ? eventPageHref(event) : checkedRoute(`/event/results/${event.id}`);

/** The event's .ics download, for the member's calendar. */
export const eventCalendarHref = (eventId: string) => endpointUrl(getEventCalendar, { eventId });
