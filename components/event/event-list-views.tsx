"use client";

import { groupEntries } from "@/lib/events/group-entries";
import { useEventCards, useEventEntries, useEventGroups } from "@/lib/hooks/use-event-lists";
import type { EntryDto } from "@/lib/validation/entries";
import type { EventCardDto } from "@/lib/validation/events";
import { EventCardsTable } from "./event-cards-table";
import { EventEntries } from "./event-entries";
import { EventGroups } from "./event-groups";

// The three lists of events/{id}/…, each kept current from its own endpoint after the server's first paint.

export function LiveEventGroups({ eventId, initialEntries }: { eventId: string; initialEntries: EntryDto[] }) {
  const { groups, ungrouped } = groupEntries(useEventGroups(eventId, initialEntries).data);
  return <EventGroups groups={groups} ungroupedEntries={ungrouped} />;
}

export function LiveEventEntries({ eventId, initialEntries }: { eventId: string; initialEntries: EntryDto[] }) {
  return <EventEntries entries={useEventEntries(eventId, initialEntries).data} />;
}

export function LiveEventCards({ eventId, initialCards }: { eventId: string; initialCards: EventCardDto[] }) {
  return <EventCardsTable cards={useEventCards(eventId, initialCards).data} />;
}
