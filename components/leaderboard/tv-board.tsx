"use client";

import type { Route } from "next";
import { useEffect, useRef } from "react";
import { eventDay, formatDayLong } from "@/lib/dates";
import type { LiveStatus as Status } from "@/lib/hooks/use-live-event";
import type { EventLeaderboardDto } from "@/lib/validation/results";
import { LeaderboardTable } from "./leaderboard-table";
import { LiveStatus } from "./live-status";
import type { RowChange } from "./use-moved-rows";
import { useAutoScroll } from "./use-auto-scroll";

type Props = {
  leaderboard: EventLeaderboardDto;
  changes: ReadonlyMap<string, RowChange>;
  status: Status;
  viewerPlayerId: string;
  cardHref: (cardId: string) => Route;
  onExit: () => void;
};

/**
 * The clubhouse TV: the whole screen, type readable from across the bar, light on dark, and a long field
 * scrolling through by itself. Escape (or the button) goes back to the page.
 */
export function TvBoard({ leaderboard, changes, status, viewerPlayerId, cardHref, onExit }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  useAutoScroll(scroller, true);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onExit();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onExit]);
  const { event, rows } = leaderboard;
  return (
    <section aria-label="Leaderboard, TV mode" className="fixed inset-0 z-50 flex flex-col bg-board text-board-ink">
      <header className="fairway-stripes flex items-center justify-between gap-6 border-b-4 border-sand-300 bg-board-raised px-[2vw] py-[2vh]">
        <div className="min-w-0">
          <h2 className="text-[5.5vh] leading-tight font-black tracking-tight [overflow-wrap:anywhere]">
            {event.course.name}
          </h2>
          <p className="text-[2.8vh] text-board-ink-muted">
            {formatDayLong(eventDay(event.date))}
            {event.doublePoints ? " · Double OOM points" : ""}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-6">
          <LiveStatus status={status} isFinal={event.complete} size="tv" />
          <button
            type="button"
            onClick={onExit}
            className="min-h-11 rounded-lg border-2 border-white/60 px-4 text-lg font-semibold hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-gold-300"
          >
            Exit TV mode
          </button>
        </div>
      </header>
      <div ref={scroller} className="flex-1 overflow-y-auto [scrollbar-width:none]">
        {rows.length === 0 ? (
          <p className="p-[2vw] text-[4vh] text-board-ink-muted">No one has entered yet.</p>
        ) : (
          <LeaderboardTable
            rows={rows}
            changes={changes}
            viewerPlayerId={viewerPlayerId}
            cardHref={cardHref}
            size="tv"
          />
        )}
      </div>
    </section>
  );
}
