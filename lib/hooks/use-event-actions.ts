import {
  addEventPlayer,
  enterEvent,
  removeEventPlayer,
  setEventPlayerTee,
  withdrawFromEvent,
} from "@/lib/contracts/routes/entries";
import {
  closeEvent,
  createEvent,
  deleteEvent,
  drawEvent,
  editDraw,
  reopenEvent,
  setEventStart,
  updateEvent,
} from "@/lib/contracts/routes/events";
import { addEventGuest } from "@/lib/contracts/routes/guests";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { ApiError, callEndpoint } from "./api-client";
import { updateCached, useApiMutation } from "./use-api-mutation";
import type { EventSummaryDto } from "@/lib/validation/events";
import { eventListKey } from "./use-event-lists";
import { closeCheckKey, eventCardsKey, eventKey } from "./use-event-page";
import { sweepEventsKey } from "./use-sweep-tabs";

/*
 * The writes of the event page, each declaring once which views of the event it changes: the event itself and
 * its cards (the results panel). Those a person expects to see at once are shown before the server answers. An
 * entry, a withdrawal, a close and a reopen also move money, and the event's pots and payouts are server-rendered
 * (components/money/event-money-panel.tsx), so those writes refresh the page's server part too.
 */

const eventViews = (eventId: string) => [eventKey(eventId), eventCardsKey(eventId), closeCheckKey(eventId)];

const setJoined = (eventId: string, userHasJoined: boolean) => () => [
  updateCached(eventKey(eventId), (event) => ({ ...event, userHasJoined })),
];

export const useJoinEvent = (eventId: string) =>
  useApiMutation(enterEvent, {
    optimistic: setJoined(eventId, true),
    revalidate: eventViews(eventId),
    refreshPage: true,
  });

export const useWithdrawFromEvent = (eventId: string) =>
  useApiMutation(withdrawFromEvent, {
    optimistic: setJoined(eventId, false),
    revalidate: eventViews(eventId),
    refreshPage: true,
  });

/*
 * Join and Withdraw on an event's card in a list: the caller's events list and the sweep's events tab show the change
 * at once, and the server-rendered sweep pages are read again; the action the card then offers is the server's
 * (lib/events/event-action.ts).
 */
type ListedEvent = { id: string; sweepId: string };

const setJoinedInList = (event: ListedEvent, userHasJoined: boolean) => () => {
  const setJoined = <T extends Pick<EventSummaryDto, "id" | "userHasJoined" | "playerCount">>(events: T[]) =>
    events.map((each) =>
      each.id === event.id && each.userHasJoined !== userHasJoined
        ? { ...each, userHasJoined, playerCount: each.playerCount + (userHasJoined ? 1 : -1) }
        : each,
    );
  return [updateCached(eventListKey(), setJoined), updateCached(sweepEventsKey(event.sweepId), setJoined)];
};

export const useJoinEventFromList = (event: ListedEvent) =>
  useApiMutation(enterEvent, { optimistic: setJoinedInList(event, true), refreshPage: true });

export const useWithdrawFromEventInList = (event: ListedEvent) =>
  useApiMutation(withdrawFromEvent, { optimistic: setJoinedInList(event, false), refreshPage: true });

// Adding and removing wait for the server: the row stays, busy, until the event is read again, so a refusal is
// shown beside the player it is about rather than lost with a row that had already gone.
export const useAddEventPlayer = (eventId: string, playerId: string) =>
  useApiMutation(addEventPlayer, { params: { eventId, playerId }, revalidate: eventViews(eventId), refreshPage: true });

export const useAddEventGuest = (eventId: string) =>
  useApiMutation(addEventGuest, { params: { eventId }, revalidate: eventViews(eventId), refreshPage: true });

export const useRemoveEventPlayer = (eventId: string, playerId: string) =>
  useApiMutation(removeEventPlayer, {
    params: { eventId, playerId },
    revalidate: eventViews(eventId),
    refreshPage: true,
  });

/** An admin's choice of one player's own tees (docs/golf-rules.md#handicap-basis): their card's handicap follows. */
export const useSetPlayerTee = (eventId: string, playerId: string) =>
  useApiMutation(setEventPlayerTee, { params: { eventId, playerId }, revalidate: eventViews(eventId) });

/**
 * Add players' "Add last event's field": each player is entered by the same call as one Add, one after another, so a
 * refusal names its player and the others are still added; the event is read again once at the end.
 */
export function useAddEventPlayers(eventId: string) {
  const { mutate } = useSWRConfig();
  const router = useRouter();
  const [isAdding, setAdding] = useState(false);
  const trigger = async (playerIds: readonly string[]) => {
    setAdding(true);
    const refused: Array<{ playerId: string; message: string }> = [];
    try {
      for (const playerId of playerIds) {
        try {
          await callEndpoint(addEventPlayer, { eventId, playerId });
        } catch (caught) {
          refused.push({ playerId, message: caught instanceof ApiError ? caught.message : String(caught) });
        }
      }
    } finally {
      await Promise.all(eventViews(eventId).map((key) => mutate(key)));
      router.refresh();
      setAdding(false);
    }
    return { added: playerIds.length - refused.length, refused };
  };
  return { trigger, isAdding };
}

export const useDrawEvent = (eventId: string) =>
  useApiMutation(drawEvent, { params: { eventId }, revalidate: eventViews(eventId) });

export const useSetEventStart = (eventId: string) =>
  useApiMutation(setEventStart, { params: { eventId }, revalidate: [eventKey(eventId)] });

export const useEditDraw = (eventId: string) =>
  useApiMutation(editDraw, { params: { eventId }, revalidate: eventViews(eventId) });

export const useCloseEvent = (eventId: string) =>
  useApiMutation(closeEvent, { params: { eventId }, revalidate: eventViews(eventId), refreshPage: true });

export const useReopenEvent = (eventId: string) =>
  useApiMutation(reopenEvent, { params: { eventId }, revalidate: eventViews(eventId), refreshPage: true });

export const useCreateEvent = () => useApiMutation(createEvent, {});

export const useUpdateEvent = (eventId: string) =>
  useApiMutation(updateEvent, { params: { eventId }, revalidate: [eventKey(eventId)] });

export const useDeleteEvent = (eventId: string) => useApiMutation(deleteEvent, { params: { eventId } });
