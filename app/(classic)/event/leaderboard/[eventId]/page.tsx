import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ROUND_TABS_CLEARANCE, RoundTabs } from "@/components/card/round-tabs";
import { EventRefusal } from "@/components/event/event-refusal";
import { PageContainer } from "@/components/layout/page-container";
import { LiveLeaderboard } from "@/components/leaderboard/live-leaderboard";
import { EventResultsHeader } from "@/components/results/event-results-header";
import { loadEventPage } from "@/lib/server/auth/event-page";
import { db } from "@/lib/server/db/infra/client";
import { getEventLeaderboard } from "@/lib/server/db/leaderboards";

export const metadata: Metadata = { title: "Leaderboard" };

type Props = { params: Promise<{ eventId: string }>; searchParams: Promise<{ tv?: string | string[] }> };

// event/leaderboard/{id} (older family): position, player, thru and points, live while the field is out; ?tv=1 for the clubhouse screen.
export default async function EventLeaderboardPage({ params, searchParams }: Props) {
  const [page, { tv }] = await Promise.all([loadEventPage((await params).eventId), searchParams]);
  if (!page.access) return <EventRefusal reason={page.refusal} title="Leaderboard" />;
  const leaderboard = await getEventLeaderboard(db, page.access.eventId);
  if (!leaderboard) notFound();
  // A player of the event is in the middle of a round: the round's tabs take them back to their card.
  const isPlaying = !leaderboard.event.complete && leaderboard.rows.some((row) => row.player.id === page.user.playerId);
  return (
    <div className={isPlaying ? ROUND_TABS_CLEARANCE : undefined}>
      <PageContainer>
        {isPlaying ? <RoundTabs eventId={leaderboard.event.id} current="leaderboard" /> : null}
        <EventResultsHeader event={page.event} current="leaderboard" />
        <LiveLeaderboard initial={leaderboard} viewerPlayerId={page.user.playerId} startInTvMode={tv === "1"} />
      </PageContainer>
    </div>
  );
}
