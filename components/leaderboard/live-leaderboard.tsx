"use client";

import { useCallback, useMemo, useState } from "react";
import { useLiveLeaderboard } from "@/lib/hooks/use-live-leaderboard";
import { useOnline } from "@/lib/hooks/use-online";
import type { EventLeaderboardDto } from "@/lib/validation/results";
import { cardHref } from "../card/card-links";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { EmptyState } from "../ui/empty-state";
import { LeaderboardTable } from "./leaderboard-table";
import { LiveStatus } from "./live-status";
import { TvBoard } from "./tv-board";
import { useMovedRows } from "./use-moved-rows";

/** The address of this board in TV mode (?tv=1), so a clubhouse screen can be bookmarked straight into it. */
function rememberTvMode(isTv: boolean) {
  const url = new URL(window.location.href);
  if (isTv) url.searchParams.set("tv", "1");
  else url.searchParams.delete("tv");
  window.history.replaceState(window.history.state, "", url);
}

/**
 * The live event leaderboard (docs/screens-and-api.md#results event/leaderboard): follows every score in the field without a reload,
 * marks the rows that moved, and has a TV mode for the clubhouse screen.
 */
export function LiveLeaderboard({
  initial,
  viewerPlayerId,
  startInTvMode,
}: {
  initial: EventLeaderboardDto;
  viewerPlayerId: string;
  startInTvMode: boolean;
}) {
  const { leaderboard, error, status, updatedAt } = useLiveLeaderboard(initial);
  const isOnline = useOnline();
  const { event, rows } = leaderboard;
  const ranked = useMemo(() => rows.map((row) => ({ key: row.cardId, points: row.totalPoints })), [rows]);
  const changes = useMovedRows(ranked);
  const [isTv, setTv] = useState(startInTvMode);
  const hrefOf = useCallback(
    (cardId: string) => cardHref({ sweepId: event.sweepId, eventId: event.id, cardId }),
    [event.sweepId, event.id],
  );
  const showTv = (next: boolean) => {
    setTv(next);
    rememberTvMode(next);
  };
  const exitTv = useCallback(() => {
    setTv(false);
    rememberTvMode(false);
  }, []);
  const hasScores = rows.some((row) => row.position !== null);

  return (
    <section aria-labelledby="leaderboard-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="leaderboard-title" className="sr-only">
          Leaderboard
        </h2>
        <div aria-live="polite">
          <LiveStatus status={status} isFinal={event.complete} updatedAt={updatedAt} isOffline={!isOnline} />
        </div>
        {/* The clubhouse screen's mode: no use on a phone. */}
        <div className="hidden sm:block">
          <Button variant="secondary" onClick={() => showTv(true)}>
            TV mode
          </Button>
        </div>
      </div>
      {error ? (
        <Alert tone="info">Could not refresh the leaderboard: {error.message} It tries again by itself.</Alert>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState title="No one has entered this event yet">
          The board fills as players enter and their scores come in.
        </EmptyState>
      ) : (
        <div className="overflow-hidden rounded-panel border border-line bg-surface-raised shadow-panel">
          <LeaderboardTable
            rows={rows}
            changes={changes}
            viewerPlayerId={viewerPlayerId}
            cardHref={hrefOf}
            size="regular"
          />
        </div>
      )}
      {rows.length > 0 && !hasScores ? (
        <p className="text-ink-muted">
          Positions appear with the first scores; the board follows them as they are entered.
        </p>
      ) : null}
      <p className="text-label text-ink-muted">
        Thru: holes with a score entered (F: every hole, a no score included). Ties on points are split by countback
        (back nine, last six, last three, last hole); T marks a shared position.
      </p>
      {isTv ? (
        <TvBoard
          leaderboard={leaderboard}
          changes={changes}
          status={status}
          viewerPlayerId={viewerPlayerId}
          cardHref={hrefOf}
          onExit={exitTv}
        />
      ) : null}
    </section>
  );
}
