"use client";

import Link from "next/link";
import { useState } from "react";
import { eventDay, formatDayWithWeekday } from "@/lib/dates";
import { isComingUp, LATEST_PLAYED_EVENTS, latestEvents } from "@/lib/events/next-event";
import { useSweepEvents } from "@/lib/hooks/use-sweep-tabs";
import type { SweepEventDto } from "@/lib/validation/sweeps";
import { LoadState } from "../ui/load-state";
import { EventCardAction } from "./event-card-action";
import { eventHref, type EventLinkSet } from "./event-links";
import { EventStatusBadge } from "./event-status-badge";
import { MovedFromNote } from "./moved-from-note";

/** What the server page sends: the events coming up and the latest played (lib/events/next-event.ts: latestEvents). */
export type LatestEvents = ReturnType<typeof latestEvents<SweepEventDto>>;

type Props = { sweepId: string; linkSet: EventLinkSet; latest?: LatestEvents };

/**
 * A sweep's events as cards: date, course and player count (docs/screens-and-api.md#sweeps-and-membership), each
 * with its action (Join, Withdraw, Pending Draw, Play, Results) and a link to the event in the page's family: those
 * coming up first, soonest first, then the latest played ones, latest first, and the rest when asked for. Without
 * `latest` from the page, the events are read when the cards are first shown.
 */
export function SweepEventCards({ sweepId, linkSet, latest }: Props) {
  const [isShowingAll, setShowingAll] = useState(false);
  const all = useSweepEvents(sweepId, !latest || isShowingAll);
  const shown = all.data ? latestEvents(all.data, isShowingAll ? Infinity : LATEST_PLAYED_EVENTS) : latest;
  if (!shown) return <LoadState what="events" error={all.error} retry={() => void all.mutate()} />;
  if (shown.events.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
        No events yet.
      </p>
    );
  }
  const comingUp = shown.events.filter(isComingUp);
  const played = shown.events.filter((event) => !isComingUp(event));
  const hiddenCount = shown.playedCount - played.length;
  return (
    <div className="space-y-5">
      {[
        { title: "Coming up", events: comingUp },
        { title: "Played", events: played },
      ].map((section) =>
        section.events.length > 0 ? (
          <section key={section.title} aria-label={section.title} className="space-y-2">
            <h2 className="text-base font-bold text-stone-900">{section.title}</h2>
            <EventCards events={section.events} linkSet={linkSet} />
          </section>
        ) : null,
      )}
      {hiddenCount > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <p>
            The latest {played.length} of {shown.playedCount} played events.
          </p>
          <button
            type="button"
            onClick={() => setShowingAll(true)}
            aria-busy={isShowingAll}
            className="min-h-tap rounded-control px-3 font-semibold text-accent-strong underline underline-offset-2 hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
          >
            {isShowingAll ? "Loading every event…" : `Show all ${shown.playedCount} played events`}
          </button>
          {isShowingAll && all.error ? (
            <LoadState what="events" error={all.error} retry={() => void all.mutate()} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The events of one section, in the order the sweep's list gives them (lib/events/next-event.ts: comingUpThenPlayed). */
function EventCards({ events, linkSet }: { events: SweepEventDto[]; linkSet: EventLinkSet }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <article
            aria-label={`${event.course.name}, ${formatDayWithWeekday(eventDay(event.date))}`}
            className="flex h-full flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-center justify-between gap-2">
              <time dateTime={event.date} className="font-semibold text-stone-900">
                {formatDayWithWeekday(eventDay(event.date))}
              </time>
              <EventStatusBadge drawn={event.drawn} complete={event.complete} />
            </div>
            <p className="text-lg font-bold text-fairway-800">
              <Link
                href={eventHref(event, linkSet)}
                className="inline-flex min-h-11 items-center underline decoration-fairway-600/40 underline-offset-4 hover:decoration-fairway-700"
              >
                {event.course.name}
              </Link>
            </p>
            <p className="text-sm text-stone-700">
              {event.playerCount === 1 ? "1 player" : `${event.playerCount} players`}
              {event.winterHandicaps ? " · Winter handicaps" : ""}
              {event.doublePoints ? " · Double points" : ""}
            </p>
            <MovedFromNote movedFromDate={event.movedFromDate} />
            {event.action ? (
              <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
                <EventCardAction event={event} linkSet={linkSet} />
              </div>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
