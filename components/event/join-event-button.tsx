"use client";

import { enterEvent } from "@/lib/contracts/entries";
import { useApiMutation, updateCached } from "@/lib/hooks/use-api-mutation";
import { eventListKey } from "@/lib/hooks/use-event-lists";
import type { EventSummaryDto } from "@/lib/validation/events";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";

const joined = (event: EventSummaryDto): EventSummaryDto => ({
  ...event,
  userHasJoined: true,
  playerCount: event.playerCount + 1,
  action: null,
});

/**
 * Join, then "You're in" (docs/screens-and-api.md#event-states: join sets userHasJoined at once). It stays mounted across the optimistic change,
 * so when the server refuses, the button comes back with the reason beside it.
 */
export function JoinEventAction({ event }: { event: EventSummaryDto }) {
  const join = useApiMutation(enterEvent, {
    optimistic: () => [
      updateCached(eventListKey(), (events) => events.map((each) => (each.id === event.id ? joined(each) : each))),
    ],
  });
  return (
    <>
      {event.userHasJoined ? (
        <span
          role="status"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-fairway-50 px-3 font-semibold text-fairway-900"
        >
          <span aria-hidden>✓</span> You&rsquo;re in
        </span>
      ) : (
        <Button
          onClick={() => void join.trigger({ id: event.id })}
          busy={join.isMutating}
          aria-label={`Join ${event.course.name}`}
        >
          Join
        </Button>
      )}
      {join.error ? (
        <div className="w-full">
          <Alert tone="error">{join.error.message}</Alert>
        </div>
      ) : null}
    </>
  );
}

/** The caller may join, or has joined and the draw is still to come. */
export const isJoinable = (event: EventSummaryDto) =>
  event.action === "join" || (event.userHasJoined && event.notDrawn);
